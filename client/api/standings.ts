import { queryOptions } from '@tanstack/react-query';
import { projectedStandingsResponseSchema } from '@contracts/api/projected-standings';
import { CACHE_TIMES } from './cache-times';
import { readWith } from './read';

/** `GET /api/projected-standings`: the projected final table and each club's chances. */
export const projectedStandingsQuery = () =>
  queryOptions({
    queryKey: ['/api/projected-standings'],
    queryFn: readWith(projectedStandingsResponseSchema),
    staleTime: CACHE_TIMES.baseData,
  });
