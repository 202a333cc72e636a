import type { MatchRow } from '@engine/shares';
import { appearancesFrom } from '../../db/repositories/past-appearances';
import type { PointsHistoryRow } from '../../db/repositories/points-history';

/**
 * The past seasons' player rows, read once for both models that fit on them: the points model reads
 * every row, the share model the rows with minutes (`appearances`), the same seasons at a cold start.
 * Each read costs the event loop (PGlite runs in the server's thread), so the last read is kept per
 * seasons and imported seasons' stamp: a season imported again is read again.
 */
export function keptPastRows(
  read: (seasons: readonly string[]) => Promise<PointsHistoryRow[]>,
  importStamp: () => Promise<string>,
) {
  let last: { key: string; rows: Promise<PointsHistoryRow[]> } | null = null;
  async function points(seasons: readonly string[]): Promise<PointsHistoryRow[]> {
    const key = `${seasons.join(',')}/${await importStamp()}`;
    if (last?.key !== key) {
      const entry = { key, rows: read(seasons) };
      last = entry;
      entry.rows.catch(() => {
        if (last === entry) last = null;
      });
    }
    return last.rows;
  }
  return {
    points,
    appearances: async (seasons: readonly string[]): Promise<MatchRow[]> =>
      appearancesFrom(await points(seasons)),
  };
}
