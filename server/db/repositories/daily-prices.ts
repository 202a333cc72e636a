import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '../client';
import { dailyPlayerPrices } from '../schema/index';

export type DailyPriceRow = typeof dailyPlayerPrices.$inferSelect;
export type NewDailyPrice = Omit<typeof dailyPlayerPrices.$inferInsert, 'id'>;

// 17 columns x 1000 rows stays well under PostgreSQL's 65535 bind parameters per statement.
const BATCH = 1000;

/** The daily capture of every player's price and transfer counts. */
export function dailyPricesRepository(db: Database) {
  return {
    /**
     * Inserts the rows, ignoring any (season, player, day) already stored (ON CONFLICT DO
     * NOTHING): the first capture of a day is that day's record, so a job re-run or a second
     * instance changes nothing. Returns how many rows were new.
     */
    async upsertMany(rows: readonly NewDailyPrice[]): Promise<number> {
      let inserted = 0;
      for (let i = 0; i < rows.length; i += BATCH) {
        const result = await db
          .insert(dailyPlayerPrices)
          .values(rows.slice(i, i + BATCH))
          .onConflictDoNothing({
            target: [dailyPlayerPrices.season, dailyPlayerPrices.playerId, dailyPlayerPrices.recordDate],
          })
          .returning({ id: dailyPlayerPrices.id });
        inserted += result.length;
      }
      return inserted;
    },

    /** The last capture day of the season ('YYYY-MM-DD'), or undefined before the first one. */
    async latestDate(season: string): Promise<string | undefined> {
      const rows = await db
        .select({ latest: max(dailyPlayerPrices.recordDate) })
        .from(dailyPlayerPrices)
        .where(eq(dailyPlayerPrices.season, season));
      return rows[0]?.latest ?? undefined;
    },

    /** Every player's record for one capture day, by player id. */
    listByDate(season: string, recordDate: string): Promise<DailyPriceRow[]> {
      return db
        .select()
        .from(dailyPlayerPrices)
        .where(and(eq(dailyPlayerPrices.season, season), eq(dailyPlayerPrices.recordDate, recordDate)))
        .orderBy(asc(dailyPlayerPrices.playerId));
    },
  };
}
