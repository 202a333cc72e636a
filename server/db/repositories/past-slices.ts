import type { SQL } from 'drizzle-orm';
import { LAST_GAMEWEEK } from '@contracts/game/season';
import type { Database } from '../client';

/** Gameweeks per query: about 1,500 player rows of a season. */
const SLICE_GAMEWEEKS = 2;

/**
 * The past seasons' player rows read a few gameweeks per query, the event loop free between two:
 * PGlite runs in this thread, and one query over three seasons' rows held it for a second or more
 * (tens of thousands of rows built into JSON in WebAssembly, then parsed). Each `read` answers one
 * season's gameweeks `[from, to]`; the rows come back season by season in the order asked, then by
 * slice, then as each query orders them.
 */
export async function readInSlices<T>(
  seasons: readonly string[],
  read: (season: string, gameweeks: [number, number]) => Promise<T[]>,
  each: (row: T) => void,
): Promise<void> {
  const last = Math.ceil(LAST_GAMEWEEK / SLICE_GAMEWEEKS) - 1;
  for (const season of seasons) {
    for (let i = 0; i <= last; i++) {
      // The last slice is open: 2019-20 numbered its restarted gameweeks 39 to 47.
      const to = i === last ? 1_000 : (i + 1) * SLICE_GAMEWEEKS;
      for (const row of await read(season, [i * SLICE_GAMEWEEKS + 1, to])) each(row);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/**
 * The rows of a query that answers one row whose `rows` is a JSON array (`json_agg`), the way the
 * slices are read: one JSON value costs PGlite far less than rows handed over field by field.
 */
export async function aggregatedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  // PGlite and node-postgres both answer with `rows` and parse json values.
  const [first] = (result as unknown as { rows: { rows: T[] }[] }).rows;
  return first?.rows ?? [];
}
