import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ProvisionalNotice, type ModelProvisional } from '@/components/provisional-notice';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-blocks';
import { ApiError } from '@/api/http';
import { RangeTableSkeleton, type SkeletonRows } from './RangeFilters';

export const CONNECTION_FAILURE = 'Unable to connect to FPL API. Please check your connection and try again.';

interface Props<T> {
  query: UseQueryResult<T>;
  /** What the screen reads, e.g. 'team assist projections': 'Loading …...', 'Failed to load …'. */
  what: string;
  children: (data: T) => ReactNode;
  /**
   * A match list's rows at their final size, drawn on the first load instead of the spinner, for
   * screens with content below that must not move when the answer arrives.
   */
  skeletonRows?: SkeletonRows;
  /**
   * The model's provisional notice, drawn above the answer in the same render: the loading state
   * stays until the model has answered too, so the notice never pushes drawn content down.
   */
  provisional?: ModelProvisional;
}

/**
 * A projection read's states: a spinner (or the screen's skeleton) on the first load; the failure with a Retry button (the
 * server's own words when it explained the refusal); else the data. While another range loads, the
 * previous answer stays on screen, faded.
 *
 * An answer is drawn as a deferred value: React renders the tables it brings in a transition, in
 * slices of a few milliseconds, instead of inside the task that received it (a query's update is
 * otherwise synchronous: one long task of 250 ms and more at 4x CPU for a season's team table). The
 * loading state (or the previous answer, faded) stays until that render is ready.
 */
export function ProjectionStates<T>({ query, what, children, skeletonRows, provisional }: Props<T>) {
  const loading = `Loading ${what}...`;
  const skeleton = skeletonRows && <RangeTableSkeleton label={loading} rows={skeletonRows} />;
  const data = useDeferredValue(query.data);
  if (query.isPending || provisional?.pending) return skeleton ?? <Spinner label={loading} />;
  if (query.isError && query.data === undefined) {
    const explained = query.error instanceof ApiError ? query.error.body?.message : undefined;
    return (
      <ErrorState
        title={`Failed to load ${what}`}
        message={explained ?? CONNECTION_FAILURE}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data === undefined) return skeleton ?? <Spinner label={loading} />;
  const busy = query.isPlaceholderData || data !== query.data;
  return (
    <>
      <ProvisionalNotice reason={provisional?.reason} />
      <div aria-busy={busy} className={busy ? 'opacity-60' : undefined}>
        {children(data)}
      </div>
    </>
  );
}
