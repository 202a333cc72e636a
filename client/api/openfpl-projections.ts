import { queryOptions } from '@tanstack/react-query';
import type { openfplProjectionsSchema } from '@contracts/api/openfpl';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

/**
 * `GET /api/openfpl-projections?horizon=h&gameweek=all`: the points model's projection of every
 * player for the h-th gameweek ahead (`gameweek` null past the season's end). The key matches the
 * Open FPL screen's, so both share one cache entry; the answer moves with the base data.
 */
export const openfplProjectionsQuery = (horizon: number) =>
  queryOptions({
    queryKey: ['/api/openfpl-projections', { horizon, gameweek: 'all' }],
    queryFn: readAs<typeof openfplProjectionsSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });
