import type { projectedStandingsResponseSchema } from '@contracts/api/projected-standings';
import { CACHE_TIMES } from './cache-times';
import { readQuery } from './read';

/** `GET /api/projected-standings`: the projected final table and each club's chances. */
export const projectedStandingsQuery = () =>
  readQuery<typeof projectedStandingsResponseSchema>(['/api/projected-standings'], {
    staleTime: CACHE_TIMES.baseData,
  });
