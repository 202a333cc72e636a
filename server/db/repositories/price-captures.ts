import { and, asc, count, desc, eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { dailyPlayerPrices, priceCaptures, priceChanges } from '../schema/index';

export type PriceCaptureRow = typeof priceCaptures.$inferSelect;
export type NewPriceCapture = Omit<typeof priceCaptures.$inferInsert, 'capturedAt'>;

/** Per player: where the model's net-transfer count starts (see engine/prices/net-transfers). */
export interface PlayerBaseline {
  /** Cumulative net at the capture of the player's latest captured change. */
  atLastChange: number | null;
  first: { net: number; atStartPrice: boolean };
  /** The latest capture's price and cumulative net. */
  latest: { price: number; net: number };
}

const net =
  sql<number>`(${dailyPlayerPrices.transfersIn} - ${dailyPlayerPrices.transfersOut})::bigint`.mapWith(Number);

/** Complete capture days and the reads of the daily table that work per day or per player. */
export function priceCapturesRepository(db: Database) {
  // A day's rows are written before its marker (see services/prices/store-day), so the reads of
  // the daily table below only see marked days: a capture cut off half way stays invisible.
  const inMarkedDay = (season: string) =>
    and(
      eq(dailyPlayerPrices.season, season),
      inArray(
        dailyPlayerPrices.recordDate,
        db
          .select({ day: priceCaptures.recordDate })
          .from(priceCaptures)
          .where(eq(priceCaptures.season, season)),
      ),
    );
  return {
    /** Marks a day complete; false if it already was. */
    async record(row: NewPriceCapture): Promise<boolean> {
      const rows = await db
        .insert(priceCaptures)
        .values(row)
        .onConflictDoNothing({ target: [priceCaptures.season, priceCaptures.recordDate] })
        .returning({ season: priceCaptures.season });
      return rows.length > 0;
    },

    async get(season: string, recordDate: string): Promise<PriceCaptureRow | undefined> {
      const rows = await db
        .select()
        .from(priceCaptures)
        .where(and(eq(priceCaptures.season, season), eq(priceCaptures.recordDate, recordDate)));
      return rows[0];
    },

    /** The last complete day before `recordDate`. */
    async latestBefore(season: string, recordDate: string): Promise<PriceCaptureRow | undefined> {
      const rows = await db
        .select()
        .from(priceCaptures)
        .where(and(eq(priceCaptures.season, season), lt(priceCaptures.recordDate, recordDate)))
        .orderBy(desc(priceCaptures.recordDate))
        .limit(1);
      return rows[0];
    },

    async latest(season: string): Promise<PriceCaptureRow | undefined> {
      const rows = await db
        .select()
        .from(priceCaptures)
        .where(eq(priceCaptures.season, season))
        .orderBy(desc(priceCaptures.recordDate))
        .limit(1);
      return rows[0];
    },

    /** Every complete day of the season, oldest first. */
    listDays(season: string): Promise<PriceCaptureRow[]> {
      return db
        .select()
        .from(priceCaptures)
        .where(eq(priceCaptures.season, season))
        .orderBy(asc(priceCaptures.recordDate));
    },

    async countDays(season: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(priceCaptures)
        .where(eq(priceCaptures.season, season));
      return rows[0]?.n ?? 0;
    },

    /** One player's captures this season, oldest first. */
    seriesOf(season: string, playerId: number) {
      return db
        .select()
        .from(dailyPlayerPrices)
        .where(and(inMarkedDay(season), eq(dailyPlayerPrices.playerId, playerId)))
        .orderBy(asc(dailyPlayerPrices.recordDate));
    },

    /**
     * Changes whenever a day is marked complete or a price change is recorded for the season: what
     * is derived from the captures (the baselines below) can be kept until it changes.
     */
    async stamp(season: string): Promise<string> {
      const [days] = await db
        .select({ n: count(), last: max(priceCaptures.capturedAt) })
        .from(priceCaptures)
        .where(eq(priceCaptures.season, season));
      const [changes] = await db
        .select({ n: count(), last: max(priceChanges.id) })
        .from(priceChanges)
        .where(eq(priceChanges.season, season));
      return JSON.stringify([days?.n, days?.last, changes?.n, changes?.last]);
    },

    /** Every captured player's baseline for the net-transfer count, in three set queries. */
    async baselines(season: string): Promise<Map<number, PlayerBaseline>> {
      const d = dailyPlayerPrices;
      const first = await db
        .selectDistinctOn([d.playerId], {
          playerId: d.playerId,
          net,
          price: d.currentPrice,
          original: d.originalPrice,
        })
        .from(d)
        .where(inMarkedDay(season))
        .orderBy(d.playerId, asc(d.recordDate));
      const latest = await db
        .selectDistinctOn([d.playerId], { playerId: d.playerId, net, price: d.currentPrice })
        .from(d)
        .where(inMarkedDay(season))
        .orderBy(d.playerId, desc(d.recordDate));
      const lastChange = db
        .select({
          playerId: priceChanges.playerId,
          changeDate: sql<string>`max(${priceChanges.changeDate})`.as('change_date'),
        })
        .from(priceChanges)
        .where(eq(priceChanges.season, season))
        .groupBy(priceChanges.playerId)
        .as('last_change');
      const atChange = await db
        .select({ playerId: d.playerId, net })
        .from(d)
        .innerJoin(
          lastChange,
          and(eq(lastChange.playerId, d.playerId), eq(lastChange.changeDate, d.recordDate)),
        )
        .where(eq(d.season, season));

      const changeNet = new Map(atChange.map((r) => [r.playerId, r.net]));
      const latestBy = new Map(latest.map((r) => [r.playerId, r]));
      const out = new Map<number, PlayerBaseline>();
      for (const f of first) {
        const l = latestBy.get(f.playerId) ?? f;
        out.set(f.playerId, {
          atLastChange: changeNet.get(f.playerId) ?? null,
          first: { net: f.net, atStartPrice: f.price === f.original },
          latest: { price: l.price, net: l.net },
        });
      }
      return out;
    },
  };
}

export type PriceCapturesRepository = ReturnType<typeof priceCapturesRepository>;
