import type { historicalPlayersResponseSchema, seasonsResponseSchema } from '@contracts/api/past-seasons';
import { CACHE_TIMES } from './cache-times';
import { readQuery } from './read';

/** `GET /api/seasons`: season labels, newest first (the live one included). */
export const seasonsQuery = () =>
  readQuery<typeof seasonsResponseSchema>(['/api/seasons'], { staleTime: CACHE_TIMES.seasons });

/** `GET /api/players/historical/{season}`: every player of a past season, retried once on failure. */
export const historicalPlayersQuery = (season: string) =>
  readQuery<typeof historicalPlayersResponseSchema>(['/api/players/historical', season], {
    staleTime: CACHE_TIMES.historicalPlayers,
    retry: 1,
  });
