import { leaguePercentile } from './percentile';

export interface StandingRow {
  entry: number;
  entry_name: string;
  player_name: string;
  rank: number;
  last_rank: number;
  total: number;
  event_total: number;
}

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

/** Mean total points of the rows (the league average); null for an empty table. */
export const averageTotal = (rows: readonly StandingRow[]): number | null => mean(rows.map((r) => r.total));

/** Mean points of the latest gameweek; null for an empty table. */
export const averageGameweekPoints = (rows: readonly StandingRow[]): number | null =>
  mean(rows.map((r) => r.event_total));

/** Points above (positive) or below (negative) the league average. */
export function differenceFromAverage(total: number, average: number): number {
  return total - average;
}

/** "+12.4", "-3.0", "0.0": a signed points difference with one decimal. */
export function formatSignedPoints(diff: number): string {
  const rounded = Math.round(diff * 10) / 10;
  // -0.04 rounds to -0: show it as 0.0, not "-0.0".
  if (rounded === 0) return '0.0';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}`;
}

export type PerformanceCategory = 'top' | 'mid' | 'bottom';

export const CATEGORY_LABEL: Record<PerformanceCategory, string> = {
  top: 'Top 20%',
  mid: 'Mid-tier (20-80%)',
  bottom: 'Bottom 20%',
};

/**
 * Top 20 percent, mid 20 to 80, bottom 20 percent, by the same percentile as the league
 * cards (rank / members x 100). A row at exactly 20 is top; exactly 80 is mid. Tied ranks share a
 * category. Rows keep their table order.
 */
export function performanceCategories(
  rows: readonly StandingRow[],
  members = rows.length,
): Record<PerformanceCategory, StandingRow[]> {
  const groups: Record<PerformanceCategory, StandingRow[]> = { top: [], mid: [], bottom: [] };
  for (const row of rows) {
    const p = leaguePercentile(row.rank, members);
    if (p === null) continue;
    groups[p <= 20 ? 'top' : p <= 80 ? 'mid' : 'bottom'].push(row);
  }
  return groups;
}

/** The row with the most gameweek points (the first one in table order on a tie). */
export function bestGameweek(rows: readonly StandingRow[]): StandingRow | null {
  let best: StandingRow | null = null;
  for (const row of rows) if (!best || row.event_total > best.event_total) best = row;
  return best;
}
