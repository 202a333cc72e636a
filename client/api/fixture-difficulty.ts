import { queryOptions } from '@tanstack/react-query';
import type { fdrResponseSchema, FdrMode, FdrSort } from '@contracts/api/fixture-difficulty';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

export interface FdrRequest {
  /** Null asks for the server's default range (the next gameweek to be played and five more). */
  range: { start: number; end: number } | null;
  mode: FdrMode;
  sort: FdrSort;
}

/** `GET /api/fixture-difficulty`: one tab's grid for the range and sort. */
export const fdrQuery = (r: FdrRequest) =>
  queryOptions({
    queryKey: [
      '/api/fixture-difficulty',
      r.range
        ? { start: r.range.start, end: r.range.end, mode: r.mode, sort: r.sort }
        : { mode: r.mode, sort: r.sort },
    ],
    queryFn: readAs<typeof fdrResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });
