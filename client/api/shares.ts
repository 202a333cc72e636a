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
import { readQuery } from './read';

const MINUTE = 60_000;
/** The spec keeps goal share 10 minutes (section 9); assist share follows it. */
const SEASON_STALE = 10 * MINUTE;
/** An imported past season never changes. */
const PAST_STALE = 30 * MINUTE;

/** `GET /api/goal-share-season`: the current season's teams and the share model. */
export const goalShareSeasonQuery = () =>
  readQuery<typeof seasonGoalShareResponseSchema>(['/api/goal-share-season'], { staleTime: SEASON_STALE });

/** `GET /api/goal-share-historical/{season}`: a past season's actual goals per team. */
export const goalShareHistoricalQuery = (season: string) =>
  readQuery<typeof historicalGoalShareResponseSchema>(['/api/goal-share-historical', season], {
    staleTime: PAST_STALE,
  });

/** `GET /api/assist-share-season`: the current season's teams and the share model. */
export const assistShareSeasonQuery = () =>
  readQuery<typeof seasonAssistShareResponseSchema>(['/api/assist-share-season'], {
    staleTime: SEASON_STALE,
  });

/** `GET /api/assist-share-historical/{season}`: a past season's actual assists per team. */
export const assistShareHistoricalQuery = (season: string) =>
  readQuery<typeof historicalAssistShareResponseSchema>(['/api/assist-share-historical', season], {
    staleTime: PAST_STALE,
  });

/** `GET /api/player-goal-projections`: kept 5 minutes (the spec's cache time for goal projections). */
export const playerGoalProjectionsQuery = () =>
  readQuery<typeof playerGoalProjectionsResponseSchema>(['/api/player-goal-projections'], {
    staleTime: 5 * MINUTE,
  });

/** `GET /api/player-assist-projections`: kept 10 minutes (the spec's cache time for assist projections). */
export const playerAssistProjectionsQuery = () =>
  readQuery<typeof playerAssistProjectionsResponseSchema>(['/api/player-assist-projections'], {
    staleTime: 10 * MINUTE,
  });

/** `GET /api/season-projections`: computed from the game's base data, kept as long as it. */
export const seasonProjectionsQuery = () =>
  readQuery<typeof seasonProjectionsResponseSchema>(['/api/season-projections'], {
    staleTime: CACHE_TIMES.baseData,
  });
