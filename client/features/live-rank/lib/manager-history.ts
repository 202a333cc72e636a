import { rankMovement, type RankMovement } from '@/components/manager/lib/rank-change';

export const RECENT_GAMEWEEKS = 5;
export const PAST_SEASONS = 4;

interface Gameweek {
  event: number;
  points: number;
  total_points: number;
  overall_rank: number | null;
}

export interface RecentGameweek extends Gameweek {
  movement: RankMovement;
}

const byEvent = <G extends Gameweek>(gws: readonly G[]): G[] => [...gws].sort((a, b) => a.event - b.event);

/**
 * The last 5 gameweeks played, newest first, each with its overall rank change against the gameweek
 * before it (which may be older than the five shown).
 */
export function recentGameweeks(current: readonly Gameweek[]): RecentGameweek[] {
  const sorted = byEvent(current);
  return sorted
    .map((gw, i) => ({ ...gw, movement: rankMovement(gw.overall_rank, sorted[i - 1]?.overall_rank) }))
    .slice(-RECENT_GAMEWEEKS)
    .reverse();
}

/** The last 4 past seasons, newest first (upstream lists them oldest first). */
export function recentSeasons<S>(past: readonly S[]): S[] {
  return past.slice(-PAST_SEASONS).reverse();
}

export interface ChartPoint {
  event: number;
  points: number;
  /** null when the game has not ranked the gameweek; the line skips it. */
  overallRank: number | null;
}

/** Every gameweek of the season, oldest first, for the rank and points chart. */
export function seasonChartPoints(current: readonly Gameweek[]): ChartPoint[] {
  return byEvent(current).map((gw) => ({ event: gw.event, points: gw.points, overallRank: gw.overall_rank }));
}

/**
 * Domain and ticks of a log-scale rank axis: from the power of ten at or below the best rank to the
 * one at or above the worst, with ticks at 1, 2 and 5 of each power (1,000 · 2,000 · 5,000 · 10,000...).
 */
export function logRankAxis(
  ranks: readonly (number | null)[],
): { domain: [number, number]; ticks: number[] } | null {
  const known = ranks.filter((r): r is number => r !== null && r > 0);
  if (known.length === 0) return null;
  const lo = 10 ** Math.floor(Math.log10(Math.min(...known)));
  let hi = 10 ** Math.ceil(Math.log10(Math.max(...known)));
  if (hi === lo) hi = lo * 10;
  const ticks: number[] = [];
  for (let p = lo; p < hi; p *= 10) for (const m of [1, 2, 5]) ticks.push(p * m);
  ticks.push(hi);
  return { domain: [lo, hi], ticks };
}
