import { queryOptions } from '@tanstack/react-query';
import { leagueAnalysisSchema } from '@contracts/api/leagues';
import { fetchQueryKey } from '@/lib/api';
import { idSegment } from './ids';

/** `GET /api/leagues/:id/analyze`: a classic league with its standings (capped at 1,000 entries). */
export const leagueAnalysisQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['/api/leagues', idSegment(id), 'analyze'],
    queryFn: async ({ queryKey, signal }) =>
      leagueAnalysisSchema.parse(await fetchQueryKey(queryKey, signal)),
  });
