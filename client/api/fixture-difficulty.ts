import { queryOptions } from '@tanstack/react-query';
import { fdrResponseSchema, type FdrMode, type FdrSort } from '@contracts/api/fixture-difficulty';
import { CACHE_TIMES } from './cache-times';
import { readWith } from './read';

export interface FdrRequest {
  start: number;
  end: number;
  mode: FdrMode;
  sort: FdrSort;
}

/** `GET /api/fixture-difficulty`: one tab's grid for the range and sort. */
export const fdrQuery = (r: FdrRequest) =>
  queryOptions({
    queryKey: ['/api/fixture-difficulty', { start: r.start, end: r.end, mode: r.mode, sort: r.sort }],
    queryFn: readWith(fdrResponseSchema),
    staleTime: CACHE_TIMES.baseData,
  });
