import { queryOptions } from '@tanstack/react-query';
import { historicalPlayersResponseSchema, seasonsResponseSchema } from '@contracts/api/past-seasons';
import { bootstrapStaticResponseSchema } from '@contracts/api/relay';
import { fetchQueryKey } from '@/lib/api';

/** Spec 000 §7 cache times: base data 5 minutes; the season list 1 hour on this screen; past
 * seasons 30 minutes, retried once on failure. */
const BASE_DATA_MS = 5 * 60_000;
const SEASONS_MS = 60 * 60_000;
const HISTORICAL_MS = 30 * 60_000;

/** `GET /api/bootstrap-static`: the live season's players, clubs, positions and gameweeks. */
export const bootstrapQuery = () =>
  queryOptions({
    queryKey: ['/api/bootstrap-static'],
    queryFn: async ({ queryKey, signal }) =>
      bootstrapStaticResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    staleTime: BASE_DATA_MS,
  });

/** `GET /api/seasons`: season labels, newest first (the live one included). */
export const seasonsQuery = () =>
  queryOptions({
    queryKey: ['/api/seasons'],
    queryFn: async ({ queryKey, signal }) =>
      seasonsResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    staleTime: SEASONS_MS,
  });

/** `GET /api/players/historical/{season}`: every player of a past season. */
export const historicalPlayersQuery = (season: string) =>
  queryOptions({
    queryKey: ['/api/players/historical', season],
    queryFn: async ({ queryKey, signal }) =>
      historicalPlayersResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    staleTime: HISTORICAL_MS,
    retry: 1,
  });
