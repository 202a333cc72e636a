import type {
  priceAlertsResponseSchema,
  WatchlistCreate,
  watchlistItemSchema,
  watchlistResponseSchema,
} from '@contracts/api/watchlist';
import { apiRequest } from './http';
import { readQuery, type Parsed } from './read';

export const WATCHLIST_KEY = ['/api/watchlist'] as const;
export const PRICE_ALERTS_KEY = ['/api/price-alerts'] as const;

/** `GET /api/watchlist`: this browser's watched players, oldest first. */
export const watchlistQuery = () => readQuery<typeof watchlistResponseSchema>(WATCHLIST_KEY);

/** `GET /api/price-alerts`: this browser's price alerts, newest first. */
export const priceAlertsQuery = () => readQuery<typeof priceAlertsResponseSchema>(PRICE_ALERTS_KEY);

/** `POST /api/watchlist`: the created item. */
export async function addToWatchlist(body: WatchlistCreate) {
  return (await apiRequest('POST', '/api/watchlist', body)) as Parsed<typeof watchlistItemSchema>;
}

/** `DELETE /api/watchlist/{id}`. */
export async function removeFromWatchlist(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/watchlist/${id}`);
}
