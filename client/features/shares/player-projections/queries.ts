import { queryOptions } from '@tanstack/react-query';
import type {
  playerAssistProjectionsResponseSchema,
  playerGoalProjectionsResponseSchema,
} from '@contracts/api/shares';
import { readAs } from '@/api/read';

const MINUTE = 60_000;

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
