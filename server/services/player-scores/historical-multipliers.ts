import type { Historical } from '@contracts/api/player-scores';
import { historicalMultiplier, positionAveragesPer90, type SeasonTotals } from '@engine/past-seasons';
import type { HistoricalPlayerRow, SeasonRow } from '../../db/repositories/past-seasons';

/** The history the multipliers read (server/db/repositories/past-seasons). */
export interface HistoryReader {
  listSeasons(): Promise<Pick<SeasonRow, 'label' | 'importedAt'>[]>;
  playersBySeason(season: string): Promise<HistoricalPlayerRow[]>;
}

/** The past seasons used: the engine's default of the 3 most recent. */
export const RECENT_SEASONS = 3;

export interface HistoryTable {
  /** Labels used, oldest first. */
  seasons: string[];
  /** Season totals per player code, oldest first; a season he did not play is absent. */
  byCode: Map<number, Array<SeasonTotals & { season: string }>>;
  /** Points per 90 per element type, pooled over the same seasons. */
  positionPer90: Record<number, number>;
}

const EMPTY: HistoryTable = { seasons: [], byCode: new Map(), positionPer90: {} };

/**
 * Builds the multiplier inputs from the stored past seasons before `currentSeason` (a season being
 * played is not history, even if an import of its first half exists). Kept in memory until the
 * season list or an import time changes.
 */
export function createHistoryTables(history: HistoryReader) {
  let memo: { key: string; table: Promise<HistoryTable> } | undefined;

  return async function historyTable(currentSeason: string | null): Promise<HistoryTable> {
    const past = (await history.listSeasons())
      .filter((s) => currentSeason === null || s.label < currentSeason)
      .sort((a, b) => (a.label < b.label ? -1 : 1))
      .slice(-RECENT_SEASONS);
    if (past.length === 0) return EMPTY;
    const key = past.map((s) => `${s.label}@${s.importedAt.toISOString()}`).join(',');
    if (memo?.key !== key) {
      const table = load(
        history,
        past.map((s) => s.label),
      );
      memo = { key, table };
      // A failed read is not remembered: the next request tries again.
      table.catch(() => {
        if (memo?.table === table) memo = undefined;
      });
    }
    return memo.table;
  };
}

async function load(history: HistoryReader, seasons: string[]): Promise<HistoryTable> {
  const rows = (await Promise.all(seasons.map((s) => history.playersBySeason(s)))).flat();
  const byCode = new Map<number, Array<SeasonTotals & { season: string }>>();
  // Seasons were read oldest first, so each player's list is in season order.
  for (const row of rows) {
    if (row.code === null) continue;
    const list = byCode.get(row.code) ?? [];
    list.push({ season: row.season, points: row.totalPoints, minutes: row.minutes });
    byCode.set(row.code, list);
  }
  const positionPer90 = positionAveragesPer90(
    rows.map((r) => ({ elementType: r.elementType, points: r.totalPoints, minutes: r.minutes })),
  );
  return { seasons, byCode, positionPer90 };
}

/**
 * A player's multiplier: his seasons (by his permanent code) against the average of the position he
 * plays now. No code or no history gives 1.
 */
export function playerHistorical(
  table: HistoryTable,
  code: number | undefined,
  elementType: number,
): Historical {
  const seasons = code === undefined ? [] : (table.byCode.get(code) ?? []);
  const positionPer90 = table.positionPer90[elementType] ?? 0;
  const result = historicalMultiplier(seasons, positionPer90, { recentSeasons: RECENT_SEASONS });
  return {
    multiplier: result.multiplier,
    per90: result.per90,
    positionPer90,
    minutes: result.minutes,
    seasons: seasons.map((s) => s.season),
  };
}
