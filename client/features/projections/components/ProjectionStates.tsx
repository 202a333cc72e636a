import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-blocks';
import { ApiError } from '@/api/http';

export const CONNECTION_FAILURE = 'Unable to connect to FPL API. Please check your connection and try again.';

interface Props<T> {
  query: UseQueryResult<T>;
  /** The spinner's text, e.g. 'Loading team assist projections...'. */
  loading: string;
  /** The failure's title, e.g. 'Failed to load team assist projections'. */
  failure: string;
  children: (data: T) => ReactNode;
  /**
   * Shown on the first load instead of the spinner: the answer's layout at its final size (its own
   * loading text included), for screens with content below that must not move when it arrives.
   */
  skeleton?: ReactNode;
}

/**
 * A projection read's states: a spinner (or the screen's skeleton) on the first load; the failure with a Retry button (the
 * server's own words when it explained the refusal); else the data. While another range loads, the
 * previous answer stays on screen, faded.
 */
export function ProjectionStates<T>({ query, loading, failure, children, skeleton }: Props<T>) {
  if (query.isPending) return skeleton ?? <Spinner label={loading} />;
  if (query.isError && query.data === undefined) {
    const explained = query.error instanceof ApiError ? query.error.body?.message : undefined;
    return (
      <ErrorState
        title={failure}
        message={explained ?? CONNECTION_FAILURE}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
      {children(query.data as T)}
    </div>
  );
}
