import { queryOptions } from '@tanstack/react-query';
import { leagueStandingsResponseSchema } from '@contracts/api/leagues';
import { managerLeaguesSchema } from '@contracts/api/manager';
import { idSegment } from '@/components/manager/api/ids';
import { managerKeyPrefix } from '@/components/manager/api/manager';
import { fetchQueryKey } from '@/lib/api';

/** `GET /api/manager/:id/leagues`: the classic leagues the manager is in, with their rank in each. */
export const managerLeaguesQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...managerKeyPrefix(id), 'leagues'],
    queryFn: async ({ queryKey, signal }) =>
      managerLeaguesSchema.parse(await fetchQueryKey(queryKey, signal)),
  });

/** `GET /api/leagues-classic/:id/standings`: the league table (up to 1,000 entries). */
export const leagueStandingsQuery = (leagueId: number) =>
  queryOptions({
    queryKey: ['/api/leagues-classic', idSegment(leagueId), 'standings'],
    queryFn: async ({ queryKey, signal }) =>
      leagueStandingsResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
  });
