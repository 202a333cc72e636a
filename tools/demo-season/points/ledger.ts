import { COUNTING_STATS, ICT_STATS, zeroCountingStats } from '@contracts/game/match-stats';
import type { MatchResult, PlayerMatch } from '../matches/match-types';

/** Numeric per-match fields that add up into season totals. */
export const SUMMED = [
  ...COUNTING_STATS,
  'starts',
  'clearances_blocks_interceptions',
  'recoveries',
  'tackles',
  'defensive_contribution',
  ...ICT_STATS,
  'expected_goals',
  'expected_assists',
  'expected_goals_conceded',
  'total_points',
] as const;
export type SummedField = (typeof SUMMED)[number];
export type Totals = Record<SummedField, number>;

/** All-zero totals, always built in one key order (a fixed shape keeps property access fast). */
export const zeroTotals = (): Totals => ({
  ...zeroCountingStats(),
  starts: 0,
  clearances_blocks_interceptions: 0,
  recoveries: 0,
  tackles: 0,
  defensive_contribution: 0,
  influence: 0,
  creativity: 0,
  threat: 0,
  ict_index: 0,
  expected_goals: 0,
  expected_assists: 0,
  expected_goals_conceded: 0,
  total_points: 0,
});

/** Adds one match into running totals (spelled out: this runs for every row of ten seasons). */
export function addInto(t: Totals, r: Pick<PlayerMatch, SummedField>): void {
  t.minutes += r.minutes;
  t.starts += r.starts;
  t.goals_scored += r.goals_scored;
  t.assists += r.assists;
  t.clean_sheets += r.clean_sheets;
  t.goals_conceded += r.goals_conceded;
  t.own_goals += r.own_goals;
  t.penalties_saved += r.penalties_saved;
  t.penalties_missed += r.penalties_missed;
  t.yellow_cards += r.yellow_cards;
  t.red_cards += r.red_cards;
  t.saves += r.saves;
  t.bonus += r.bonus;
  t.bps += r.bps;
  t.clearances_blocks_interceptions += r.clearances_blocks_interceptions;
  t.recoveries += r.recoveries;
  t.tackles += r.tackles;
  t.defensive_contribution += r.defensive_contribution;
  t.influence += r.influence;
  t.creativity += r.creativity;
  t.threat += r.threat;
  t.ict_index += r.ict_index;
  t.expected_goals += r.expected_goals;
  t.expected_assists += r.expected_assists;
  t.expected_goals_conceded += r.expected_goals_conceded;
  t.total_points += r.total_points;
}

interface PlayerIndex {
  rows: PlayerMatch[];
  /** pointsBefore[i] = points of rows[0..i-1]; kickoffs in row order. */
  pointsBefore: number[];
  kickoffs: number[];
  events: number[];
  /** Points and minutes per gameweek. */
  gw: Map<number, { points: number; minutes: number }>;
}

/** Index of the first row whose value exceeds `x` in an ascending list. */
function upperBound(list: readonly number[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Every player's match rows in kickoff order, with per-gameweek sums and running totals.
 * Gameweeks only ever move forward with kickoff time (a postponed match is replayed inside the
 * gameweek it moves to), so "rows up to gameweek g" is always a prefix of the list.
 */
export class Ledger {
  private readonly byPlayer = new Map<number, PlayerIndex>();
  private readonly totalsCache = new Map<number, Totals>();

  constructor(results: Iterable<MatchResult>) {
    const lists = new Map<number, PlayerMatch[]>();
    for (const r of results) {
      for (const row of r.rows) {
        const list = lists.get(row.element);
        if (list) list.push(row);
        else lists.set(row.element, [row]);
      }
    }
    for (const [id, rows] of lists) {
      rows.sort((a, b) => a.kickoff - b.kickoff || a.fixture - b.fixture);
      const pointsBefore = [0];
      const gw = new Map<number, { points: number; minutes: number }>();
      for (const r of rows) {
        pointsBefore.push((pointsBefore[pointsBefore.length - 1] as number) + r.total_points);
        const g = gw.get(r.event) ?? { points: 0, minutes: 0 };
        g.points += r.total_points;
        g.minutes += r.minutes;
        gw.set(r.event, g);
      }
      this.byPlayer.set(id, {
        rows,
        pointsBefore,
        kickoffs: rows.map((r) => r.kickoff),
        events: rows.map((r) => r.event),
        gw,
      });
    }
  }

  rows(id: number): readonly PlayerMatch[] {
    return this.byPlayer.get(id)?.rows ?? [];
  }

  rowsOf(id: number, gw: number): PlayerMatch[] {
    return this.rows(id).filter((r) => r.event === gw);
  }

  /** Points in one gameweek (both matches of a double). */
  gwPoints(id: number, gw: number): number {
    return this.byPlayer.get(id)?.gw.get(gw)?.points ?? 0;
  }

  gwMinutes(id: number, gw: number): number {
    return this.byPlayer.get(id)?.gw.get(gw)?.minutes ?? 0;
  }

  /** Number of the player's team matches in gameweeks 1..throughGw. */
  matchesThrough(id: number, throughGw: number): number {
    const index = this.byPlayer.get(id);
    return index ? upperBound(index.events, throughGw) : 0;
  }

  /** Points in gameweeks 1..throughGw. */
  pointsThrough(id: number, throughGw: number): number {
    return this.byPlayer.get(id)?.pointsBefore[this.matchesThrough(id, throughGw)] ?? 0;
  }

  /** Season sums over gameweeks 1..throughGw. */
  totals(id: number, throughGw: number): Totals {
    const key = id * 64 + throughGw;
    const known = this.totalsCache.get(key);
    if (known) return known;
    const t = zeroTotals();
    for (const r of this.rows(id)) if (r.event <= throughGw) addInto(t, r);
    this.totalsCache.set(key, t);
    return t;
  }

  /** Matches with minutes, through a gameweek (points per game divides by these). */
  appearances(id: number, throughGw: number): number {
    return this.rows(id).filter((r) => r.event <= throughGw && r.minutes > 0).length;
  }

  /** Official form: points per team match over the 30 days before `now`. */
  form(id: number, now: number, throughGw: number): number {
    const index = this.byPlayer.get(id);
    if (!index) return 0;
    const end = Math.min(this.matchesThrough(id, throughGw), upperBound(index.kickoffs, now));
    const start = Math.min(end, upperBound(index.kickoffs, now - 30 * 86_400_000));
    if (end === start) return 0;
    return ((index.pointsBefore[end] as number) - (index.pointsBefore[start] as number)) / (end - start);
  }
}
