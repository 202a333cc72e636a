import type { playerListResponseSchema } from '@contracts/api/player-list';
import type { bootstrapStaticResponseSchema, fixturesResponseSchema } from '@contracts/api/relay';
import { CACHE_TIMES } from './cache-times';
import { readQuery } from './read';

/** `GET /api/bootstrap-static`: players, clubs, positions and gameweeks, validated and unchanged. */
export const bootstrapQuery = () =>
  readQuery<typeof bootstrapStaticResponseSchema>(['/api/bootstrap-static'], {
    staleTime: CACHE_TIMES.baseData,
  });

/**
 * The bootstrap of a manager screen, asked for only once there is a manager: before that the screen
 * shows the ID search alone, and the whole bootstrap (the largest answer) would hold back its first
 * paint on a slow connection.
 */
export const managerBootstrapQuery = (managerId: string | null | undefined) => ({
  ...bootstrapQuery(),
  enabled: Boolean(managerId?.trim()),
});

/**
 * `GET /api/player-list`: the bootstrap's players with a table's fields only, a sixth of its size,
 * for screens that need no more (the whole bootstrap delays their first paint on a slow connection).
 */
export const playerListQuery = () =>
  readQuery<typeof playerListResponseSchema>(['/api/player-list'], { staleTime: CACHE_TIMES.baseData });

/** `GET /api/fixtures`: every fixture of the season, validated and unchanged. */
export const fixturesQuery = () =>
  readQuery<typeof fixturesResponseSchema>(['/api/fixtures'], { staleTime: CACHE_TIMES.baseData });
