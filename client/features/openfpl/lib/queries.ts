import { queryOptions } from '@tanstack/react-query';
import type { openfplMetricsSchema, openfplProjectionsSchema } from '@contracts/api/openfpl';
import { readAs } from '@/api/read';

const MINUTE = 60_000;

/** The horizons the screen offers (the spec's options 1 to 6); the default shows all six. */
export const MAX_HORIZON = 6;

/**
 * `GET /api/openfpl-projections?horizon=h&gameweek=all`: every player's projection for the h-th
 * gameweek ahead. The screen asks for h = 1 up to the chosen horizon and merges the answers; the
 * spec's calls table refreshes them every 5 minutes.
 */
export const projectionsQuery = (horizon: number) =>
  queryOptions({
    queryKey: ['/api/openfpl-projections', { horizon, gameweek: 'all' }],
    queryFn: readAs<typeof openfplProjectionsSchema>(),
    refetchInterval: 5 * MINUTE,
  });

/** `GET /api/openfpl-metrics`: the stored backtest's figures (nulls until one is stored), every 10 minutes. */
export const metricsQuery = () =>
  queryOptions({
    queryKey: ['/api/openfpl-metrics'],
    queryFn: readAs<typeof openfplMetricsSchema>(),
    refetchInterval: 10 * MINUTE,
  });
