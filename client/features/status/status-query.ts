import { queryOptions } from '@tanstack/react-query';
import { statusSchema } from '@contracts/status';
import { fetchQueryKey } from '@/lib/api';

/**
 * `GET /api/status`, validated against the contract. Fetched once per page load: spec 000 section 9
 * allows no polling beyond the screens that state it.
 */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/status'],
    queryFn: async ({ queryKey, signal }) => statusSchema.parse(await fetchQueryKey(queryKey, signal)),
  });
