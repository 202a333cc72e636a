import { queryOptions } from '@tanstack/react-query';
import type { playerListResponseSchema } from '@contracts/api/player-list';
import type { bootstrapStaticResponseSchema, fixturesResponseSchema } from '@contracts/api/relay';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

/** `GET /api/bootstrap-static`: players, clubs, positions and gameweeks, validated and unchanged. */
export const bootstrapQuery = () =>
  queryOptions({
    queryKey: ['/api/bootstrap-static'],
    queryFn: readAs<typeof bootstrapStaticResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });

/**
 * `GET /api/player-list`: the bootstrap's players with a table's fields only, a sixth of its size,
 * for screens that need no more (the whole bootstrap delays their first paint on a slow connection).
 */
export const playerListQuery = () =>
  queryOptions({
    queryKey: ['/api/player-list'],
    queryFn: readAs<typeof playerListResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/fixtures`: every fixture of the season, validated and unchanged. */
export const fixturesQuery = () =>
  queryOptions({
    queryKey: ['/api/fixtures'],
    queryFn: readAs<typeof fixturesResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });
