import { captainRecommendation, scaledCaptainScore } from './captain-score';
import { positionReferences, rankCorrelations, type BacktestRow } from './label-backtest';
import type { PositionReferences } from './parts';
import { scaledTransferScore, transferRecommendation } from './transfer-score';

/**
 * How the rescale's reference quantile was chosen: for each candidate quantile, the references it
 * gives, Spearman's rho of the rescaled score against next-gameweek points over all positions (the
 * within-position rho does not depend on the references, as the rescale keeps each position's order),
 * the rows and mean points of the top label, and per position the share of gameweeks in which at
 * least one of its players got the top label (can each position reach it week by week?).
 */

export interface SweepScore {
  references: PositionReferences;
  rho: number | null;
  topRows: number;
  topMeanPoints: number;
  /** Goalkeeper .. forward: share of the backtest's gameweeks with a top-labelled player of the position. */
  topReach: number[];
}

export interface SweepLine {
  quantile: number;
  captain: SweepScore;
  transfer: SweepScore;
}

function asReferences(values: Array<number | null>): PositionReferences {
  const [gk, def, mid, fwd] = values;
  if (gk == null || def == null || mid == null || fwd == null) {
    throw new RangeError('every position needs regular starters to take a reference from');
  }
  return [gk, def, mid, fwd];
}

const weekOf = (r: BacktestRow) => `${r.season}/${r.gameweek}`;

/** Distinct gameweeks of `hits` over distinct gameweeks of `rows`. */
function share(rows: readonly BacktestRow[], hits: readonly BacktestRow[]): number {
  return new Set(hits.map(weekOf)).size / new Set(rows.map(weekOf)).size;
}

function sweepScore(
  rows: readonly BacktestRow[],
  references: PositionReferences,
  score: (row: BacktestRow, references: PositionReferences) => number,
  isTop: (score: number) => boolean,
): SweepScore {
  const scores = new Map(rows.map((r) => [r, score(r, references)]));
  const top = rows.filter((r) => isTop(scores.get(r)!));
  return {
    references,
    rho: rankCorrelations(rows, (r) => scores.get(r)!).overall,
    topRows: top.length,
    topMeanPoints: top.length === 0 ? 0 : top.reduce((s, r) => s + r.points, 0) / top.length,
    topReach: [1, 2, 3, 4].map((type) =>
      share(
        rows,
        top.filter((r) => r.elementType === type),
      ),
    ),
  };
}

export function referenceSweep(rows: readonly BacktestRow[], quantiles: readonly number[]): SweepLine[] {
  const candidates = rows.filter((r) => r.captainCandidate);
  return quantiles.map((q) => ({
    quantile: q,
    captain: sweepScore(
      candidates,
      asReferences(positionReferences(rows, (r) => r.captainSum, q)),
      (r, refs) => scaledCaptainScore(r.captainSum, r.elementType, 1, refs),
      (s) => captainRecommendation(s).recommendation === 'essential',
    ),
    transfer: sweepScore(
      rows,
      asReferences(positionReferences(rows, (r) => r.transferSum, q)),
      (r, refs) => scaledTransferScore(r.transferSum, r.elementType, 0, 1, refs),
      (s) => transferRecommendation(s).recommendation === 'strong_in',
    ),
  }));
}
