import { queryOptions } from '@tanstack/react-query';
import { bootstrapStaticResponseSchema } from '@contracts/api/relay';
import { priceAlertsResponseSchema, watchlistResponseSchema } from '@contracts/api/watchlist';
import { fetchQueryKey } from '@/lib/api';

/** Spec 000 §7: base data is cached 5 minutes. */
const BASE_DATA_MS = 5 * 60_000;

export const WATCHLIST_KEY = ['/api/watchlist'] as const;
export const PRICE_ALERTS_KEY = ['/api/price-alerts'] as const;

/** `GET /api/watchlist`: this browser's watched players, oldest first. */
export const watchlistQuery = () =>
  queryOptions({
    queryKey: WATCHLIST_KEY,
    queryFn: async ({ queryKey, signal }) =>
      watchlistResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
  });

/** `GET /api/price-alerts`: this browser's price alerts, newest first. */
export const priceAlertsQuery = () =>
  queryOptions({
    queryKey: PRICE_ALERTS_KEY,
    queryFn: async ({ queryKey, signal }) =>
      priceAlertsResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
  });

/**
 * `GET /api/bootstrap-static`: the players to choose from and their prices now. Same key and
 * unchanged shape as the other screens, so the shared cache holds one copy.
 */
export const bootstrapQuery = () =>
  queryOptions({
    queryKey: ['/api/bootstrap-static'],
    queryFn: async ({ queryKey, signal }) =>
      bootstrapStaticResponseSchema.parse(await fetchQueryKey(queryKey, signal)),
    staleTime: BASE_DATA_MS,
  });
