import { toAppearances } from '@engine/shares/appearances';
import { positionId, type PositionCode } from '@contracts/game/positions';
import type { Appearance } from '@engine/shares/share-model';
import { goalTotalsByTime, type GoalTotalsByTime } from '@engine/match-model/assists';
import { rateTable, type RateTable } from './player-rates';
import type { ClubMinutes } from './mover-minutes';

/** One player in one played fixture, as the imported history (or a recorded season) gives it. */
export interface HistoryRow {
  season: string;
  /** The game's stable player code, the key across seasons. */
  code: number;
  /** GKP, DEF, MID or FWD; other values (the 2024-25 assistant managers) are left out. */
  position: string;
  gameweek: number;
  fixtureId: number;
  kickoffMs: number;
  /** His club's id that season (the share model's team key). */
  teamId: number;
  /** His club's team code, the same in every season. */
  club: number;
  minutes: number;
  goals: number;
  assists: number;
  xg: number | null;
  xa: number | null;
  saves: number;
  bonus: number;
  yellowCards: number;
  redCards: number;
  ownGoals: number;
  defensiveContribution: number | null;
  teamGoals: number;
  teamConceded: number;
  teamXg: number | null;
}

/**
 * The history indexed once for many origins: appearances, the rate model's table, goal totals by
 * kick-off, each player's rows in order.
 */
export interface PreparedHistory {
  goals: Appearance[];
  assists: Appearance[];
  /** The rows as the rate model reads them. */
  rates: RateTable;
  /** Goals, assists and own goals kicked off before any origin (the assists-per-goal rate's input). */
  goalTotals: GoalTotalsByTime;
  /** Each player's rows by kick-off (his club's matches while he was registered, minutes 0 included). */
  byCode: Map<number, HistoryRow[]>;
}

export function prepareHistory(rows: readonly HistoryRow[]): PreparedHistory {
  const players = rows.filter((r) => positionId(r.position) !== undefined);
  const { goals, assists } = toAppearances(
    players.map((r) => ({ ...r, player: r.code, team: r.teamId, position: r.position as PositionCode })),
  );
  const rates = rateTable(players.map((r) => ({ ...r, player: r.code, position: positionId(r.position)! })));
  const goalTotals = goalTotalsByTime(
    players.map((r) => ({
      kickoffMs: r.kickoffMs,
      goalsScored: r.goals,
      assists: r.assists,
      ownGoals: r.ownGoals,
    })),
  );
  return { goals, assists, rates, goalTotals, byCode: rowsByCode(players) };
}

/** The fields of a row that order a player's minutes. */
type MinutesRow = Pick<HistoryRow, 'season' | 'code' | 'position' | 'kickoffMs' | 'minutes'>;

/** Each player's rows with a known position by kick-off (a stable sort: equal kick-offs keep the rows' order). */
export function rowsByCode<R extends MinutesRow>(rows: readonly R[]): Map<number, R[]> {
  const byCode = new Map<number, R[]>();
  for (const r of rows) {
    if (positionId(r.position) === undefined) continue;
    const list = byCode.get(r.code);
    if (list) list.push(r);
    else byCode.set(r.code, [r]);
  }
  for (const list of byCode.values()) list.sort((a, b) => a.kickoffMs - b.kickoffMs);
  return byCode;
}

/** His last `n` club matches kicked off before `asOfMs`, oldest first, wherever he played them. */
export function recentRows(history: PreparedHistory, code: number, asOfMs: number, n: number): HistoryRow[] {
  const rows = history.byCode.get(code) ?? [];
  let end = rows.length;
  while (end > 0 && rows[end - 1]!.kickoffMs >= asOfMs) end--;
  return rows.slice(Math.max(0, end - n), end);
}

/** His minutes in his last `n` club matches kicked off before `asOfMs`, oldest first. */
export const recentMinutes = (history: PreparedHistory, code: number, asOfMs: number, n: number): number[] =>
  recentRows(history, code, asOfMs, n).map((r) => r.minutes);

/** Each player's minutes per season in kick-off order: the minutes model's training sequences. */
export function minutesSequences(
  history: { byCode: ReadonlyMap<number, readonly MinutesRow[]> },
  seasons: ReadonlySet<string>,
): number[][] {
  const out: number[][] = [];
  for (const rows of history.byCode.values()) {
    const bySeason = new Map<string, number[]>();
    for (const r of rows) {
      if (!seasons.has(r.season)) continue;
      const list = bySeason.get(r.season) ?? [];
      list.push(r.minutes);
      bySeason.set(r.season, list);
    }
    out.push(...bySeason.values());
  }
  return out;
}

/**
 * Each player's matches of the seasons with the club of each, in kick-off order across seasons (a
 * summer move joins his last season's matches to his new club's): the movers' cases (mover-minutes.ts).
 */
export function clubMinutesSequences(
  history: { byCode: ReadonlyMap<number, readonly (MinutesRow & Pick<HistoryRow, 'club'>)[]> },
  seasons: ReadonlySet<string>,
): ClubMinutes[][] {
  const out: ClubMinutes[][] = [];
  for (const rows of history.byCode.values()) {
    const mine = rows.filter((r) => seasons.has(r.season)).map((r) => ({ minutes: r.minutes, club: r.club }));
    if (mine.length > 0) out.push(mine);
  }
  return out;
}
