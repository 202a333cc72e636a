import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { OpenfplProjection } from '@contracts/api/openfpl';
import { ApiError } from '@/api/http';
import { mergeHorizons, type MergedProjections } from './merge';
import { openfplProjectionsQuery } from '@/api/openfpl-projections';

export type ProjectionsLoad =
  | { state: 'loading' }
  | { state: 'failed'; reason: string | null; retry: () => void }
  | { state: 'ready'; merged: MergedProjections };

// Module-level, so TanStack reruns it only when a result changes (and shares equal answers).
function combine(results: UseQueryResult<OpenfplProjection[]>[]) {
  // A failed background refresh keeps the last answer on screen; only a missing answer is a failure.
  const failed = results.find((r) => r.isError && r.data === undefined);
  const answers = results.map((r) => r.data);
  return {
    failure: failed ? failed.error : null,
    answers: answers.every((a) => a !== undefined) ? answers : null,
  };
}

/**
 * The projections for horizons 1 to `horizon` (one call each, as the spec's calls table says),
 * merged per player once every answer is in.
 */
export function useMergedProjections(horizon: number): ProjectionsLoad {
  const queryClient = useQueryClient();
  const { failure, answers } = useQueries({
    queries: Array.from({ length: horizon }, (_, i) => openfplProjectionsQuery(i + 1)),
    combine,
  });
  // Query answers re-render synchronously; deferring them lets React merge and draw the table in
  // interruptible slices (otherwise one task of 100-200 ms with 4x CPU slowdown, measured).
  const deferred = useDeferredValue(answers);
  const merged = useMemo(() => (deferred ? mergeHorizons(deferred) : null), [deferred]);
  const retry = useCallback(
    () => void queryClient.refetchQueries({ queryKey: ['/api/openfpl-projections'], type: 'active' }),
    [queryClient],
  );
  if (failure) {
    return {
      state: 'failed',
      reason: failure instanceof ApiError ? (failure.body?.message ?? null) : null,
      retry,
    };
  }
  return merged ? { state: 'ready', merged } : { state: 'loading' };
}
