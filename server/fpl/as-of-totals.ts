import type { FplElement, FplEventLive } from '@contracts/fpl/index';
import { COUNTING_STATS, ICT_STATS } from '@contracts/game/match-stats';

// Live stats that are not running totals of the element's season.
const NOT_TOTALS = new Set(['in_dreamteam']);

/**
 * Players' season totals as they stood at the end of gameweek k: the snapshot's totals minus every
 * stat of the live payloads of the gameweeks after k (numbers, and decimals the game sends as
 * strings, keeping their number of decimals), and `event_points` from gameweek k's own payload.
 * A player absent from a payload did not play that gameweek.
 */
export function rollBackTotals(
  elements: readonly FplElement[],
  atK: FplEventLive,
  after: readonly FplEventLive[],
): FplElement[] {
  const pointsAtK = new Map(atK.elements.map((e) => [e.id, e.stats.total_points]));
  const later = new Map<number, Record<string, unknown>[]>();
  for (const live of after) {
    for (const e of live.elements) {
      const list = later.get(e.id) ?? [];
      list.push(e.stats);
      later.set(e.id, list);
    }
  }
  return elements.map((element) => {
    const rolled: Record<string, unknown> = { ...element, event_points: pointsAtK.get(element.id) ?? 0 };
    for (const stats of later.get(element.id) ?? []) {
      for (const [key, value] of Object.entries(stats)) {
        if (NOT_TOTALS.has(key) || !(key in rolled)) continue;
        rolled[key] = minus(rolled[key], value);
      }
    }
    return rolled as FplElement;
  });
}

function minus(total: unknown, value: unknown): unknown {
  if (typeof total === 'number' && typeof value === 'number') return total - value;
  if (typeof total === 'string' && typeof value === 'string') {
    const a = Number(total);
    const b = Number(value);
    if (total === '' || Number.isNaN(a) || Number.isNaN(b)) return total;
    const decimals = total.split('.')[1]?.length ?? 0;
    const rounded = Number((a - b).toFixed(decimals));
    // toFixed writes a float-noise -0.001 as "-0.00".
    return (rounded === 0 ? 0 : rounded).toFixed(decimals);
  }
  return total;
}

/**
 * Season totals and the figures derived from them (form, points per game, per-90 rates, value):
 * what the game shows as 0 before a season's first match. Prices, ownership, transfers and ranks
 * are not among them (see createAsOfSource).
 */
const SEASON_FIGURES = [
  'total_points',
  'event_points',
  'form',
  'points_per_game',
  'value_form',
  'value_season',
  'dreamteam_count',
  'starts',
  ...COUNTING_STATS,
  ...ICT_STATS,
  'clearances_blocks_interceptions',
  'recoveries',
  'tackles',
  'defensive_contribution',
  'expected_goals',
  'expected_assists',
  'expected_goal_involvements',
  'expected_goals_conceded',
  'expected_goals_per_90',
  'saves_per_90',
  'expected_assists_per_90',
  'expected_goal_involvements_per_90',
  'expected_goals_conceded_per_90',
  'goals_conceded_per_90',
  'starts_per_90',
  'clean_sheets_per_90',
  'defensive_contribution_per_90',
];

/**
 * Players as they stood before gameweek 1: every season figure 0 (numbers as 0, decimals the game
 * sends as strings as "0.0" with their number of decimals), not in the Dream Team.
 */
export function seasonStartTotals(elements: readonly FplElement[]): FplElement[] {
  return elements.map((element) => {
    const zeroed: Record<string, unknown> = { ...element, in_dreamteam: false };
    for (const key of SEASON_FIGURES) {
      if (key in zeroed) zeroed[key] = minus(zeroed[key], zeroed[key]);
    }
    return zeroed as FplElement;
  });
}
