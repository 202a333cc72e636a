import { queryOptions } from '@tanstack/react-query';
import { managerSummarySchema } from '@contracts/api/manager';
import { fetchQueryKey } from '@/lib/api';
import { idSegment } from './ids';

/** Every manager query key starts with this, so one search can refresh all of a manager's data. */
export const managerKeyPrefix = (id: string | number) => ['/api/manager', idSegment(id)] as const;

/** `GET /api/manager/:id`: the entry summary, validated against the contract. */
export const managerQuery = (id: string | number) =>
  queryOptions({
    queryKey: managerKeyPrefix(id),
    queryFn: async ({ queryKey, signal }) =>
      managerSummarySchema.parse(await fetchQueryKey(queryKey, signal)),
  });
