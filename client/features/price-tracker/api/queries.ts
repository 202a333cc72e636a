import { queryOptions } from '@tanstack/react-query';
import {
  priceHistoryResponseSchema,
  priceMetricsResponseSchema,
  pricePredictionsResponseSchema,
  recentPriceChangesResponseSchema,
} from '@contracts/api/prices';
import { fetchQueryKey } from '@/lib/api';

/** Spec 000 §4: recent price changes refresh every minute, price predictions every 5 minutes. */
export const CHANGES_REFRESH_MS = 60_000;
export const PREDICTIONS_REFRESH_MS = 5 * 60_000;
/** The measured figures change only when a backtest runs or a day is captured: refreshed like the
 * spec's model metrics, every 10 minutes. */
export const METRICS_REFRESH_MS = 10 * 60_000;

/** `GET /api/price-changes/recent`: the season's detected changes, newest first, with season totals. */
export const recentChangesQuery = () =>
  queryOptions({
    queryKey: ['/api/price-changes/recent'],
    queryFn: async ({ queryKey, signal }) =>
      recentPriceChangesResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    refetchInterval: CHANGES_REFRESH_MS,
  });

/** `GET /api/price-predictions`: players at least half way to a change, strongest first. */
export const predictionsQuery = () =>
  queryOptions({
    queryKey: ['/api/price-predictions'],
    queryFn: async ({ queryKey, signal }) =>
      pricePredictionsResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    refetchInterval: PREDICTIONS_REFRESH_MS,
  });

/** `GET /api/price-predictions/metrics`: the Prediction System card's measured figures. */
export const priceMetricsQuery = () =>
  queryOptions({
    queryKey: ['/api/price-predictions/metrics'],
    queryFn: async ({ queryKey, signal }) =>
      priceMetricsResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    refetchInterval: METRICS_REFRESH_MS,
  });

/** `GET /api/price-history/{playerId}`: one player's daily prices this season, for the chart. */
export const priceHistoryQuery = (playerId: number) =>
  queryOptions({
    queryKey: ['/api/price-history', playerId],
    queryFn: async ({ queryKey, signal }) =>
      priceHistoryResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    // A day's capture adds one point: a reopened chart a minute later need not fetch again.
    staleTime: CHANGES_REFRESH_MS,
  });
