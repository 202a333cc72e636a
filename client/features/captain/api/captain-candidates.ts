import { queryOptions } from '@tanstack/react-query';
import { captainCandidatesResponseSchema, type CaptainQuery } from '@contracts/api/player-scores';
import { getJson } from '@/lib/api';

/** Spec 000 §7: the selector reads base data and fixtures, cached 5 minutes; so are its scores. */
const CACHE_MS = 5 * 60_000;

export function captainCandidatesUrl(filters: CaptainQuery): string {
  const params = new URLSearchParams({ strategy: filters.strategy, position: filters.position });
  return `/api/captain-candidates?${params.toString()}`;
}

/** `GET /api/captain-candidates`: at most 20 scored candidates for the filters, validated. */
export const captainCandidatesQuery = (filters: CaptainQuery) =>
  queryOptions({
    queryKey: ['/api/captain-candidates', filters],
    queryFn: async ({ signal }) =>
      captainCandidatesResponseSchema.parse(await getJson(captainCandidatesUrl(filters), signal)),
    staleTime: CACHE_MS,
  });
