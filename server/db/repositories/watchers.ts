import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { watchlistItems } from '../schema/index';
import type { WatchlistItemRow } from './watchlist';

/** Every browser's watchlist items for the given players: the price job raises their alerts. */
export function watchersOf(db: Database, playerIds: readonly number[]): Promise<WatchlistItemRow[]> {
  if (playerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(watchlistItems)
    .where(inArray(watchlistItems.playerId, [...playerIds]));
}
