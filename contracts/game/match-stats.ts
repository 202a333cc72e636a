/**
 * The game's per-match statistics as its payloads name them (bootstrap elements, live stats,
 * element-summary history rows list them in this order); a season's figure is the sum of its matches'.
 */

/** Whole-number counts. */
export const COUNTING_STATS = [
  'minutes',
  'goals_scored',
  'assists',
  'clean_sheets',
  'goals_conceded',
  'own_goals',
  'penalties_saved',
  'penalties_missed',
  'yellow_cards',
  'red_cards',
  'saves',
  'bonus',
  'bps',
] as const;
export type CountingStat = (typeof COUNTING_STATS)[number];

/** The ICT index and its parts, which the game sends as decimal strings ("12.4"). */
export const ICT_STATS = ['influence', 'creativity', 'threat', 'ict_index'] as const;
export type IctStat = (typeof ICT_STATS)[number];

/** Every counting stat at 0: the start of a sum, or a match in which nothing happened. */
export const zeroCountingStats = (): Record<CountingStat, number> =>
  Object.fromEntries(COUNTING_STATS.map((stat) => [stat, 0])) as Record<CountingStat, number>;
