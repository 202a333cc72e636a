import { queryOptions } from '@tanstack/react-query';
import type { leagueAnalysisSchema, leagueStandingsResponseSchema } from '@contracts/api/leagues';
import { idSegment } from './ids';
import { readAs } from './read';

/** `GET /api/leagues/:id/analyze`: a classic league with its standings (capped at 1,000 entries). */
export const leagueAnalysisQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['/api/leagues', idSegment(id), 'analyze'],
    queryFn: readAs<typeof leagueAnalysisSchema>(),
  });

/** `GET /api/leagues-classic/:id/standings`: the league table (up to 1,000 entries). */
export const leagueStandingsQuery = (leagueId: number) =>
  queryOptions({
    queryKey: ['/api/leagues-classic', idSegment(leagueId), 'standings'],
    queryFn: readAs<typeof leagueStandingsResponseSchema>(),
  });
