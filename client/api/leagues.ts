import { queryOptions } from '@tanstack/react-query';
import type { leagueAnalysisSchema, leagueStandingsResponseSchema } from '@contracts/api/leagues';
import type { leagueLiveSchema } from '@contracts/api/live';
import { idSegment } from './ids';
import { readAs, readQuery } from './read';

/** `GET /api/leagues/:id/analyze`: a classic league with its standings (capped at 1,000 entries). */
export const leagueAnalysisQuery = (id: string | number) =>
  readQuery<typeof leagueAnalysisSchema>(['/api/leagues', idSegment(id), 'analyze']);

/** `GET /api/leagues-classic/:id/standings`: the league table (up to 1,000 entries). */
export const leagueStandingsQuery = (leagueId: number) =>
  readQuery<typeof leagueStandingsResponseSchema>(['/api/leagues-classic', idSegment(leagueId), 'standings']);

/** Live league tables refresh this often while a gameweek is under way. */
const LIVE_TABLE_REFRESH_MS = 60_000;

/** `GET /api/leagues-classic/:id/live?page=n`: a standings page re-ranked by live total. */
export const leagueLiveQuery = (leagueId: number, page = 1) =>
  queryOptions({
    queryKey: ['/api/leagues-classic', idSegment(leagueId), 'live', { page }],
    queryFn: readAs<typeof leagueLiveSchema>(),
    refetchInterval: (query) =>
      query.state.data && !query.state.data.gameweek_finished ? LIVE_TABLE_REFRESH_MS : false,
  });
