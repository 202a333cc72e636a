/**
 * The per-player historical multiplier applied to the transfer and captain scores (1 means
 * no adjustment, the value for a player without history). The source app used a hand-typed list of
 * famous names; this one is computed from the past seasons in the database:
 *
 *   per90      = points / minutes x 90 over the player's recent seasons (default the last 3)
 *   ratio      = per90 / the position's average points per 90 (positionAveragesPer90)
 *   weight     = minutes / (minutes + 1800)     shrinks small samples toward 1: 1800 minutes
 *                                               (20 full matches) counts half
 *   multiplier = 1 + 0.25 x weight x (ratio - 1), bounded to 0.85..1.15
 *
 * Why 0.25: on the recorded seasons 2021-22..2023-24, players with 2700+ minutes have shrunk ratios
 * from about 0.74 (5th percentile) to 1.54 (99th); the full ratio would pin roughly a quarter of them
 * to a bound, while a quarter of it spreads them across the band (5th percentile 0.93, median 1.00,
 * 99th 1.13; 3 of 331 at a bound, see historical-multiplier.real.test.ts), so history nudges a score
 * by a few percent rather than deciding it.
 *
 * No history (no seasons, or no minutes), or no position average, gives 1.
 */

export interface SeasonTotals {
  points: number;
  minutes: number;
}

export interface HistoricalMultiplierOptions {
  /** How many of the most recent seasons to use. */
  recentSeasons?: number;
  /** Minutes at which the sample counts half. */
  shrinkMinutes?: number;
  /** Share of the (shrunk) ratio's distance from 1 that reaches the multiplier. */
  sensitivity?: number;
  min?: number;
  max?: number;
}

/** The multiplier and what it was computed from, for the card's tooltip. */
export interface HistoricalMultiplier {
  multiplier: number;
  /** The player's points per 90 over the seasons used; null without minutes. */
  per90: number | null;
  positionPer90: number;
  minutes: number;
  /** Number of seasons used. */
  seasons: number;
}

const DEFAULTS: Required<HistoricalMultiplierOptions> = {
  recentSeasons: 3,
  shrinkMinutes: 1800,
  sensitivity: 0.25,
  min: 0.85,
  max: 1.15,
};

/** `seasons` in chronological order, oldest first; the last `recentSeasons` are used. */
export function historicalMultiplier(
  seasons: readonly SeasonTotals[],
  positionAveragePer90: number,
  opts: HistoricalMultiplierOptions = {},
): HistoricalMultiplier {
  const { recentSeasons, shrinkMinutes, sensitivity, min, max } = { ...DEFAULTS, ...opts };
  const used = seasons.slice(-recentSeasons);
  const minutes = used.reduce((sum, s) => sum + s.minutes, 0);
  const points = used.reduce((sum, s) => sum + s.points, 0);
  const base = { positionPer90: positionAveragePer90, minutes, seasons: used.length };
  if (minutes <= 0) return { ...base, multiplier: 1, per90: null };
  const per90 = (points / minutes) * 90;
  if (!(positionAveragePer90 > 0)) return { ...base, multiplier: 1, per90 };
  const weight = minutes / (minutes + shrinkMinutes);
  const raw = 1 + sensitivity * weight * (per90 / positionAveragePer90 - 1);
  return { ...base, multiplier: Math.min(max, Math.max(min, raw)), per90 };
}

export interface PositionSeasonRow {
  /** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward. */
  elementType: number;
  points: number;
  minutes: number;
}

/**
 * Points per 90 of each position, pooled over all rows given (total points / total minutes x 90),
 * so a player counts in proportion to his minutes and cameo appearances barely move the average.
 * Give it the same seasons the player multipliers use. Positions without minutes are left out.
 */
export function positionAveragesPer90(rows: readonly PositionSeasonRow[]): Record<number, number> {
  const totals = new Map<number, { points: number; minutes: number }>();
  for (const row of rows) {
    const t = totals.get(row.elementType) ?? { points: 0, minutes: 0 };
    t.points += row.points;
    t.minutes += row.minutes;
    totals.set(row.elementType, t);
  }
  return Object.fromEntries(
    [...totals].filter(([, t]) => t.minutes > 0).map(([type, t]) => [type, (t.points / t.minutes) * 90]),
  );
}
