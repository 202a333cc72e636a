import { queryOptions } from '@tanstack/react-query';
import { bootstrapStaticResponseSchema, fixturesResponseSchema } from '@contracts/api/relay';
import { fetchQueryKey } from '@/lib/api';

/** Spec 000 §7: base data and fixtures are cached for 5 minutes. */
export const BASE_DATA_CACHE_MS = 5 * 60_000;

/** `GET /api/bootstrap-static`: players, clubs, positions and gameweeks, validated and unchanged. */
export const bootstrapQuery = () =>
  queryOptions({
    queryKey: ['/api/bootstrap-static'],
    queryFn: async ({ queryKey, signal }) =>
      bootstrapStaticResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    staleTime: BASE_DATA_CACHE_MS,
  });

/** `GET /api/fixtures`: every fixture of the season, validated and unchanged. */
export const fixturesQuery = () =>
  queryOptions({
    queryKey: ['/api/fixtures'],
    queryFn: async ({ queryKey, signal }) =>
      fixturesResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    staleTime: BASE_DATA_CACHE_MS,
  });
