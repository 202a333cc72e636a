import { queryOptions } from '@tanstack/react-query';
import type {
  priceHistoryResponseSchema,
  priceMetricsResponseSchema,
  pricePredictionsResponseSchema,
  recentPriceChangesResponseSchema,
} from '@contracts/api/prices';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

/** `GET /api/price-changes/recent`: the season's detected changes, newest first, with season totals. */
export const recentChangesQuery = () =>
  queryOptions({
    queryKey: ['/api/price-changes/recent'],
    queryFn: readAs<typeof recentPriceChangesResponseSchema>(),
    refetchInterval: CACHE_TIMES.priceChanges,
  });

/** `GET /api/price-predictions`: players at least half way to a change, strongest first. */
export const predictionsQuery = () =>
  queryOptions({
    queryKey: ['/api/price-predictions'],
    queryFn: readAs<typeof pricePredictionsResponseSchema>(),
    refetchInterval: CACHE_TIMES.pricePredictions,
  });

/** `GET /api/price-predictions/metrics`: the Prediction System card's measured figures. */
export const priceMetricsQuery = () =>
  queryOptions({
    queryKey: ['/api/price-predictions/metrics'],
    queryFn: readAs<typeof priceMetricsResponseSchema>(),
    refetchInterval: CACHE_TIMES.priceMetrics,
  });

/** `GET /api/price-history/{playerId}`: one player's daily prices this season, for the chart. */
export const priceHistoryQuery = (playerId: number) =>
  queryOptions({
    queryKey: ['/api/price-history', playerId],
    queryFn: readAs<typeof priceHistoryResponseSchema>(),
    // A day's capture adds one point: a reopened chart a minute later need not fetch again.
    staleTime: CACHE_TIMES.priceChanges,
  });
