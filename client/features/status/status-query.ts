import { queryOptions } from '@tanstack/react-query';
import { statusSchema } from '@contracts/status';
import { fetchQueryKey } from '@/lib/api';

/** How often the shell re-checks the data source, so a stale or recovered upstream shows without a reload. */
export const STATUS_REFRESH_MS = 60_000;

/** `GET /api/status`, validated against the contract. */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/status'],
    queryFn: async ({ queryKey, signal }) => statusSchema.parse(await fetchQueryKey(queryKey, signal)),
    refetchInterval: STATUS_REFRESH_MS,
  });
