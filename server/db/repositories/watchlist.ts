import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { watchlistItems } from '../schema/index';
import { DuplicateError, uniqueViolation } from './errors';
import { onlyRow } from './only-row';

export type WatchlistItemRow = typeof watchlistItems.$inferSelect;
/** What a visitor supplies; id, owner and timestamps are set here or by the database. */
export type NewWatchlistItem = Omit<
  typeof watchlistItems.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;

/** Watchlists keyed by the anonymous browser id; one owner never sees another's rows. */
export function watchlistRepository(db: Database) {
  const ofOwner = (ownerId: string, id: number) =>
    and(eq(watchlistItems.ownerId, ownerId), eq(watchlistItems.id, id));

  return {
    /** The owner's items, oldest first. */
    listByOwner(ownerId: string): Promise<WatchlistItemRow[]> {
      return db
        .select()
        .from(watchlistItems)
        .where(eq(watchlistItems.ownerId, ownerId))
        .orderBy(asc(watchlistItems.createdAt), asc(watchlistItems.id));
    },

    async getByOwner(ownerId: string, id: number): Promise<WatchlistItemRow | undefined> {
      const rows = await db.select().from(watchlistItems).where(ofOwner(ownerId, id));
      return rows[0];
    },

    /** Adds a player; throws DuplicateError if the owner already watches that player. */
    async add(ownerId: string, item: NewWatchlistItem): Promise<WatchlistItemRow> {
      try {
        const rows = await db
          .insert(watchlistItems)
          .values({ ...item, ownerId })
          .returning();
        return onlyRow(rows);
      } catch (err) {
        const violation = uniqueViolation(err);
        if (!violation) throw err;
        throw new DuplicateError(
          `player ${item.playerId} is already on this watchlist`,
          violation.constraint,
        );
      }
    },

    /** Deletes the owner's item (and, by cascade, its alerts); false if the owner has no such item. */
    async removeByOwner(ownerId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(watchlistItems)
        .where(ofOwner(ownerId, id))
        .returning({ id: watchlistItems.id });
      return rows.length > 0;
    },
  };
}
