import { queryOptions } from '@tanstack/react-query';
import { managerHistorySchema } from '@contracts/api/manager';
import { managerKeyPrefix } from '@/components/manager/api/manager';
import { fetchQueryKey } from '@/lib/api';

/** `GET /api/manager/:id/history`: this season's gameweeks and past seasons. */
export const managerHistoryQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...managerKeyPrefix(id), 'history'],
    queryFn: async ({ queryKey, signal }) =>
      managerHistorySchema.parse(await fetchQueryKey(queryKey, signal)),
  });
