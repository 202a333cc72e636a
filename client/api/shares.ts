import { queryOptions } from '@tanstack/react-query';
import type {
  historicalAssistShareResponseSchema,
  historicalGoalShareResponseSchema,
  playerAssistProjectionsResponseSchema,
  playerGoalProjectionsResponseSchema,
  seasonAssistShareResponseSchema,
  seasonGoalShareResponseSchema,
  seasonProjectionsResponseSchema,
} from '@contracts/api/shares';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

const MINUTE = 60_000;
/** The spec keeps goal share 10 minutes (section 9); assist share follows it. */
const SEASON_STALE = 10 * MINUTE;
/** An imported past season never changes. */
const PAST_STALE = 30 * MINUTE;

/** `GET /api/goal-share-season`: the current season's teams and the share model. */
export const goalShareSeasonQuery = () =>
  queryOptions({
    queryKey: ['/api/goal-share-season'],
    queryFn: readAs<typeof seasonGoalShareResponseSchema>(),
    staleTime: SEASON_STALE,
  });

/** `GET /api/goal-share-historical/{season}`: a past season's actual goals per team. */
export const goalShareHistoricalQuery = (season: string) =>
  queryOptions({
    queryKey: ['/api/goal-share-historical', season],
    queryFn: readAs<typeof historicalGoalShareResponseSchema>(),
    staleTime: PAST_STALE,
  });

/** `GET /api/assist-share-season`: the current season's teams and the share model. */
export const assistShareSeasonQuery = () =>
  queryOptions({
    queryKey: ['/api/assist-share-season'],
    queryFn: readAs<typeof seasonAssistShareResponseSchema>(),
    staleTime: SEASON_STALE,
  });

/** `GET /api/assist-share-historical/{season}`: a past season's actual assists per team. */
export const assistShareHistoricalQuery = (season: string) =>
  queryOptions({
    queryKey: ['/api/assist-share-historical', season],
    queryFn: readAs<typeof historicalAssistShareResponseSchema>(),
    staleTime: PAST_STALE,
  });

/** `GET /api/player-goal-projections`: kept 5 minutes (the spec's cache time for goal projections). */
export const playerGoalProjectionsQuery = () =>
  queryOptions({
    queryKey: ['/api/player-goal-projections'],
    queryFn: readAs<typeof playerGoalProjectionsResponseSchema>(),
    staleTime: 5 * MINUTE,
  });

/** `GET /api/player-assist-projections`: kept 10 minutes (the spec's cache time for assist projections). */
export const playerAssistProjectionsQuery = () =>
  queryOptions({
    queryKey: ['/api/player-assist-projections'],
    queryFn: readAs<typeof playerAssistProjectionsResponseSchema>(),
    staleTime: 10 * MINUTE,
  });

/** `GET /api/season-projections`: computed from the game's base data, kept as long as it. */
export const seasonProjectionsQuery = () =>
  queryOptions({
    queryKey: ['/api/season-projections'],
    queryFn: readAs<typeof seasonProjectionsResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });
