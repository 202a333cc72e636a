import { LAST_GAMEWEEK } from '@contracts/game/season';
import type { ConfidenceBand, PointsBacktest, PointsComparison } from '@contracts/api/openfpl';
import type { BacktestRecord } from './measure';

/** Root mean squared error of predictions against outcomes; null on no rows. */
export function rmse(pairs: readonly [number, number][]): number | null {
  if (pairs.length === 0) return null;
  return Math.sqrt(pairs.reduce((s, [p, y]) => s + (p - y) ** 2, 0) / pairs.length);
}

/** Brier score of probabilities against 0/1 outcomes; null on no rows. */
export function brier(pairs: readonly [number, number][]): number | null {
  if (pairs.length === 0) return null;
  return pairs.reduce((s, [p, y]) => s + (p - y) ** 2, 0) / pairs.length;
}

const hasXp = (r: BacktestRecord) => r.xp !== null && r.xpBefore !== null;

/**
 * The rows every comparator is scored on: those with both of the game's figures (the recorded xP
 * and the one before the deadline), or every row when none has them (the demo's invented seasons).
 */
export function scoredRows(records: readonly BacktestRecord[]): readonly BacktestRecord[] {
  return records.some(hasXp) ? records.filter(hasXp) : records;
}

/** Model, last-five average and both xP figures on the same rows (see scoredRows). */
export function compare(records: readonly BacktestRecord[]): PointsComparison {
  const rows = scoredRows(records);
  const withXp = rows.filter(hasXp);
  return {
    rows: rows.length,
    model: rmse(rows.map((r) => [r.model, r.actual])),
    last_five: rmse(rows.map((r) => [r.lastFive, r.actual])),
    xp: rmse(withXp.map((r) => [r.xp!, r.actual])),
    xp_before: rmse(withXp.map((r) => [r.xpBefore!, r.actual])),
  };
}

/**
 * The spec's buckets by the points scored (design/projections.md): zeros (0, including did not
 * play), blanks (not 0, up to 2), tickers (3-4), haulers (5+).
 */
export const BUCKETS = {
  zeros: (r: BacktestRecord) => r.actual === 0,
  blanks: (r: BacktestRecord) => r.actual !== 0 && r.actual <= 2,
  tickers: (r: BacktestRecord) => r.actual >= 3 && r.actual <= 4,
  haulers: (r: BacktestRecord) => r.actual >= 5,
} as const;

const buckets = (records: readonly BacktestRecord[]) => ({
  zeros: compare(records.filter(BUCKETS.zeros)),
  blanks: compare(records.filter(BUCKETS.blanks)),
  tickers: compare(records.filter(BUCKETS.tickers)),
  haulers: compare(records.filter(BUCKETS.haulers)),
});

const played = (r: BacktestRecord) => r.minutes > 0;
const withinTwo = (r: BacktestRecord) => Math.abs(r.model - r.actual) <= 2;

/** Predicted-points bands of the confidence figure: [0, 1), [1, 2), ... [6, infinity). */
export const CONFIDENCE_EDGES = [0, 1, 2, 3, 4, 5, 6];

/** The share of projections within 2 points of the outcome, per predicted-points band. */
export function confidenceBands(records: readonly BacktestRecord[]): ConfidenceBand[] {
  return CONFIDENCE_EDGES.map((from, i) => {
    const to = CONFIDENCE_EDGES[i + 1] ?? null;
    // The first band also takes the few negative projections (a card-prone player unlikely to play).
    const inBand = records.filter((r) => (i === 0 || r.model >= from) && (to === null || r.model < to));
    return {
      from,
      to,
      rows: inBand.length,
      within_two: inBand.length === 0 ? 0 : inBand.filter(withinTwo).length / inBand.length,
    };
  });
}

/** The late window of the spec's bucket figures: the last scored season's gameweeks 32-38. */
export const LATE_WINDOW = { from: 32, to: LAST_GAMEWEEK };

export function summarize(
  records: readonly BacktestRecord[],
  seasons: readonly string[],
  firstGameweek: number,
  measuredAt: Date,
): PointsBacktest {
  const scored = scoredRows(records);
  const lateSeason = seasons.at(-1);
  const late = records.filter(
    (r) => r.season === lateSeason && r.gameweek >= LATE_WINDOW.from && r.gameweek <= LATE_WINDOW.to,
  );
  return {
    measured_at: measuredAt.toISOString(),
    seasons: [...seasons],
    first_gameweek: firstGameweek,
    overall: {
      all: compare(records),
      played: compare(records.filter(played)),
      hauls: compare(records.filter(BUCKETS.haulers)),
      buckets: buckets(records),
      within_two: scored.length === 0 ? null : scored.filter(withinTwo).length / scored.length,
    },
    per_season: seasons.map((season) => {
      const mine = records.filter((r) => r.season === season);
      const sixty = mine.flatMap((r) => (r.sixty ? [r.sixty] : []));
      return {
        season,
        all: compare(mine),
        played: compare(mine.filter(played)),
        hauls: compare(mine.filter(BUCKETS.haulers)),
        minutes_brier: {
          rows: sixty.length,
          model: brier(sixty.map((x) => [x.p, x.happened])),
          last_match: brier(sixty.map((x) => [x.lastMatch, x.happened])),
        },
      };
    }),
    late_window:
      lateSeason === undefined || late.length === 0
        ? null
        : { season: lateSeason, ...LATE_WINDOW, buckets: buckets(late) },
    confidence_bands: confidenceBands(scored),
  };
}
