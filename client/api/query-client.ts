import { QueryClient } from '@tanstack/react-query';
import { fetchQueryKey } from './http';

/**
 * The app's data settings: no automatic retry, no refetch on window focus, data never
 * stale by default; per-screen cache and refresh times are set on each query. A query without its
 * own `queryFn` fetches its key by the shared read convention.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) => fetchQueryKey(queryKey, signal),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
