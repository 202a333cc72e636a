import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { priceAlerts } from '../schema/index';

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
export type NewPriceAlert = Omit<typeof priceAlerts.$inferInsert, 'id' | 'createdAt'>;

/** Price alerts raised for watchlist items by the daily price job. */
export function alertsRepository(db: Database) {
  return {
    /**
     * Stores alerts, skipping any already raised for the same item, capture day and kind, so a
     * re-run of the price job raises nothing twice. Returns how many were new.
     */
    async recordMany(alerts: readonly NewPriceAlert[]): Promise<number> {
      if (alerts.length === 0) return 0;
      const rows = await db
        .insert(priceAlerts)
        .values([...alerts])
        .onConflictDoNothing({
          target: [priceAlerts.watchlistItemId, priceAlerts.priceDate, priceAlerts.changeType],
        })
        .returning({ id: priceAlerts.id });
      return rows.length;
    },

    /** The owner's most recent alerts, newest first. */
    listByOwner(ownerId: string, limit: number): Promise<PriceAlertRow[]> {
      return db
        .select()
        .from(priceAlerts)
        .where(eq(priceAlerts.ownerId, ownerId))
        .orderBy(desc(priceAlerts.priceDate), desc(priceAlerts.id))
        .limit(limit);
    },
  };
}
