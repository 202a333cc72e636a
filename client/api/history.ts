import { queryOptions } from '@tanstack/react-query';
import type { historicalPlayersResponseSchema, seasonsResponseSchema } from '@contracts/api/past-seasons';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

/** `GET /api/seasons`: season labels, newest first (the live one included). */
export const seasonsQuery = () =>
  queryOptions({
    queryKey: ['/api/seasons'],
    queryFn: readAs<typeof seasonsResponseSchema>(),
    staleTime: CACHE_TIMES.seasons,
  });

/** `GET /api/players/historical/{season}`: every player of a past season, retried once on failure. */
export const historicalPlayersQuery = (season: string) =>
  queryOptions({
    queryKey: ['/api/players/historical', season],
    queryFn: readAs<typeof historicalPlayersResponseSchema>(),
    staleTime: CACHE_TIMES.historicalPlayers,
    retry: 1,
  });
