import { asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { dailyPlayerPrices, playerGameweeks, priceCaptures } from '../schema/index';

const d = dailyPlayerPrices;

/** Reads for tools/backtest-prices: whole seasons of the daily table and of imported gameweeks. */
export function priceBacktestRepository(db: Database) {
  /** A season's captures: player, day and price beside the given columns, by player then day. */
  const captures = <Columns extends SelectedFields>(season: string, columns: Columns) =>
    db
      .select({ playerId: d.playerId, date: d.recordDate, price: d.currentPrice, ...columns })
      .from(d)
      .where(eq(d.season, season))
      .orderBy(asc(d.playerId), asc(d.recordDate));

  return {
    /** Seasons with at least one complete capture day, oldest first. */
    async capturedSeasons(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ season: priceCaptures.season })
        .from(priceCaptures)
        .orderBy(asc(priceCaptures.season));
      return rows.map((r) => r.season);
    },

    /** Every capture of a season, by player then day. */
    dailyRows(season: string) {
      return captures(season, {
        originalPrice: d.originalPrice,
        cumulativeNet: sql<number>`(${d.transfersIn} - ${d.transfersOut})::bigint`.mapWith(Number),
        gameweekNet: sql<number>`${d.transfersInEvent} - ${d.transfersOutEvent}`.mapWith(Number),
        ownership: d.ownership,
        gameweekChange: d.priceChangeEvent,
      });
    },

    /**
     * Every capture of a season with the game's own price-change figures, by player then day; the
     * calibrating flag is null exactly on days captured without them. The lock end comes back as ISO.
     */
    officialRows(season: string) {
      return captures(season, {
        percent: d.officialPercent,
        nextPercent: d.officialNextPercent,
        lockedUntil: sql<
          string | null
        >`to_char(${d.officialLockedUntil} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        calibrating: d.officialCalibrating,
      });
    },

    /** A season's per-fixture price and minutes rows, by player, gameweek and fixture (a double gameweek has two). */
    gameweekRows(season: string) {
      const g = playerGameweeks;
      return db
        .select({
          playerId: g.playerId,
          gameweek: g.gameweek,
          value: g.value,
          transfersBalance: g.transfersBalance,
          selected: g.selected,
          minutes: g.minutes,
        })
        .from(g)
        .where(eq(g.season, season))
        .orderBy(asc(g.playerId), asc(g.gameweek), asc(g.fixtureId));
    },
  };
}
