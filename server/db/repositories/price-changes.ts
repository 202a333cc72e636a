import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { dailyPlayerPrices, priceChanges } from '../schema/index';

export type PriceChangeRow = typeof priceChanges.$inferSelect;
export type NewPriceChange = Omit<typeof priceChanges.$inferInsert, 'id' | 'detectedAt'>;
export type DailyPriceRow = typeof dailyPlayerPrices.$inferSelect;

/** Detected price moves, at most one per player per day. */
export function priceChangesRepository(db: Database) {
  return {
    /** Stores the changes, skipping any already stored for that player and day; returns the new ones. */
    async insertMany(rows: readonly NewPriceChange[]): Promise<PriceChangeRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(priceChanges)
        .values([...rows])
        .onConflictDoNothing({
          target: [priceChanges.season, priceChanges.playerId, priceChanges.changeDate],
        })
        .returning();
    },

    /** The season's changes, newest first, each with the capture that saw it. */
    listWithCapture(season: string): Promise<Array<{ change: PriceChangeRow; capture: DailyPriceRow }>> {
      return db
        .select({ change: priceChanges, capture: dailyPlayerPrices })
        .from(priceChanges)
        .innerJoin(
          dailyPlayerPrices,
          and(
            eq(dailyPlayerPrices.season, priceChanges.season),
            eq(dailyPlayerPrices.playerId, priceChanges.playerId),
            eq(dailyPlayerPrices.recordDate, priceChanges.changeDate),
          ),
        )
        .where(eq(priceChanges.season, season))
        .orderBy(desc(priceChanges.changeDate), desc(priceChanges.id));
    },
  };
}

export type PriceChangesRepository = ReturnType<typeof priceChangesRepository>;
