import { queryOptions } from '@tanstack/react-query';
import type { projectedStandingsResponseSchema } from '@contracts/api/projected-standings';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

/** `GET /api/projected-standings`: the projected final table and each club's chances. */
export const projectedStandingsQuery = () =>
  queryOptions({
    queryKey: ['/api/projected-standings'],
    queryFn: readAs<typeof projectedStandingsResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });
