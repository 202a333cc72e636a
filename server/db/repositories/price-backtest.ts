import { asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { dailyPlayerPrices, playerGameweeks, priceCaptures } from '../schema/index';
import { aggregatedRows, readInSlices } from './past-slices';

const d = dailyPlayerPrices;

/** One imported fixture row as the price backtest reads it. */
export interface GameweekRow {
  playerId: number;
  gameweek: number;
  value: number;
  transfersBalance: number;
  selected: number;
  minutes: number;
}
/** playerId, gameweek, fixtureId, value, transfersBalance, selected, minutes. */
type GameweekTuple = [number, number, number, number, number, number, number];

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

    /**
     * A season's per-fixture price and minutes rows, by player, gameweek and fixture (a double
     * gameweek has two). Read a few gameweeks per query as JSON (past-slices.ts): the backtest runs in
     * a child process whose queries the server's PGlite answers on its event loop, and a season's
     * 30,000 rows handed over field by field held it 0.3 s at once.
     */
    async gameweekRows(season: string): Promise<GameweekRow[]> {
      const g = playerGameweeks;
      const rows: GameweekTuple[] = [];
      const slice = (s: string, [from, to]: [number, number]) =>
        aggregatedRows<GameweekTuple>(
          db,
          sql`select coalesce(json_agg(json_build_array(${g.playerId}, ${g.gameweek}, ${g.fixtureId},
            ${g.value}, ${g.transfersBalance}, ${g.selected}, ${g.minutes})), '[]') as rows
            from ${g} where ${g.season} = ${s} and ${g.gameweek} between ${from} and ${to}`,
        );
      await readInSlices([season], slice, (row) => rows.push(row));
      // Here, in the reading process: the order by player the series need.
      rows.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
      return rows.map(([playerId, gameweek, , value, transfersBalance, selected, minutes]) => ({
        playerId,
        gameweek,
        value,
        transfersBalance,
        selected,
        minutes,
      }));
    },
  };
}
