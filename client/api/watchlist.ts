import { queryOptions } from '@tanstack/react-query';
import type {
  priceAlertsResponseSchema,
  WatchlistCreate,
  watchlistItemSchema,
  watchlistResponseSchema,
} from '@contracts/api/watchlist';
import { apiRequest } from './http';
import { readAs, type Parsed } from './read';

export const WATCHLIST_KEY = ['/api/watchlist'] as const;
export const PRICE_ALERTS_KEY = ['/api/price-alerts'] as const;

/** `GET /api/watchlist`: this browser's watched players, oldest first. */
export const watchlistQuery = () =>
  queryOptions({ queryKey: WATCHLIST_KEY, queryFn: readAs<typeof watchlistResponseSchema>() });

/** `GET /api/price-alerts`: this browser's price alerts, newest first. */
export const priceAlertsQuery = () =>
  queryOptions({ queryKey: PRICE_ALERTS_KEY, queryFn: readAs<typeof priceAlertsResponseSchema>() });

/** `POST /api/watchlist`: the created item. */
export async function addToWatchlist(body: WatchlistCreate) {
  return (await apiRequest('POST', '/api/watchlist', body)) as Parsed<typeof watchlistItemSchema>;
}

/** `DELETE /api/watchlist/{id}`. */
export async function removeFromWatchlist(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/watchlist/${id}`);
}
