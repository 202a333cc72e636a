import { queryOptions } from '@tanstack/react-query';
import type {
  historicalAssistShareResponseSchema,
  historicalGoalShareResponseSchema,
  seasonAssistShareResponseSchema,
  seasonGoalShareResponseSchema,
} from '@contracts/api/shares';
import { readAs } from '@/api/read';

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
