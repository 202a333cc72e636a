import { LAST_GAMEWEEK } from '@contracts/game/season';

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
