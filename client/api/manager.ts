import { queryOptions } from '@tanstack/react-query';
import type {
  managerHistorySchema,
  managerLeaguesSchema,
  managerSummarySchema,
  managerTeamSchema,
} from '@contracts/api/manager';
import type { managerLiveSchema } from '@contracts/api/live';
import { idSegment } from './ids';
import { readAs, readQuery } from './read';

/** Every manager query key starts with this, so one search can refresh all of a manager's data. */
export const managerKeyPrefix = (id: string | number) => ['/api/manager', idSegment(id)] as const;

/** `GET /api/manager/:id`: the entry summary. */
export const managerQuery = (id: string | number) =>
  readQuery<typeof managerSummarySchema>(managerKeyPrefix(id));

/** `GET /api/manager/:id/history`: this season's gameweeks and past seasons. */
export const managerHistoryQuery = (id: string | number) =>
  readQuery<typeof managerHistorySchema>([...managerKeyPrefix(id), 'history']);

/** `GET /api/manager/:id/team`: picks of the manager's current gameweek with transfers and chip. */
export const managerTeamQuery = (id: string | number) =>
  readQuery<typeof managerTeamSchema>([...managerKeyPrefix(id), 'team']);

/** `GET /api/manager/:id/leagues`: the classic leagues the manager is in, with their rank in each. */
export const managerLeaguesQuery = (id: string | number) =>
  readQuery<typeof managerLeaguesSchema>([...managerKeyPrefix(id), 'leagues']);

/** Live points refresh this often while a gameweek is under way (the server's live scores keep a minute). */
const LIVE_REFRESH_MS = 60_000;

/**
 * `GET /api/manager/:id/live[?gameweek=n]`: the manager's gameweek as the game counts it, live;
 * `gameweek` null for the current one.
 */
export const managerLiveQuery = (id: string | number, gameweek: number | null) =>
  queryOptions({
    queryKey: [...managerKeyPrefix(id), 'live', ...(gameweek === null ? [] : [{ gameweek }])],
    queryFn: readAs<typeof managerLiveSchema>(),
    refetchInterval: (query) =>
      query.state.data && !query.state.data.gameweek_finished ? LIVE_REFRESH_MS : false,
  });
