import { queryOptions } from '@tanstack/react-query';
import { managerTeamSchema } from '@contracts/api/manager';
import { managerKeyPrefix } from '@/components/manager/api/manager';
import { fetchQueryKey } from '@/lib/api';

/** `GET /api/manager/:id/team`: picks of the manager's current gameweek with transfers and chip. */
export const managerTeamQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...managerKeyPrefix(id), 'team'],
    queryFn: async ({ queryKey, signal }) => managerTeamSchema.parse(await fetchQueryKey(queryKey, signal)),
  });
