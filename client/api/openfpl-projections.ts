import { queryOptions } from '@tanstack/react-query';
import type { openfplMetricsSchema, openfplProjectionsSchema } from '@contracts/api/openfpl';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

const MINUTE = 60_000;

/** The horizons the Open FPL screen offers (the spec's options 1 to 6); the default shows all six. */
export const MAX_HORIZON = 6;

/**
 * `GET /api/openfpl-projections?horizon=h&gameweek=all`: the points model's projection of every
 * player for the h-th gameweek ahead (`gameweek` null past the season's end). The Open FPL screen
 * asks for h = 1 up to the chosen horizon and merges the answers; the player cards read the same
 * cache entries. The answer moves with the base data, and the spec's calls table refreshes it every
 * 5 minutes.
 */
export const openfplProjectionsQuery = (horizon: number) =>
  queryOptions({
    queryKey: ['/api/openfpl-projections', { horizon, gameweek: 'all' }],
    queryFn: readAs<typeof openfplProjectionsSchema>(),
    staleTime: CACHE_TIMES.baseData,
    refetchInterval: CACHE_TIMES.baseData,
  });

/** `GET /api/openfpl-metrics`: the stored backtest's figures (nulls until one is stored), every 10 minutes. */
export const openfplMetricsQuery = () =>
  queryOptions({
    queryKey: ['/api/openfpl-metrics'],
    queryFn: readAs<typeof openfplMetricsSchema>(),
    refetchInterval: 10 * MINUTE,
  });
