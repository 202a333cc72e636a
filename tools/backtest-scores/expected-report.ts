import {
  CAPTAIN_XP_REFERENCE,
  captainRecommendation,
  captainScoreFromExpected,
  labelSummary,
  quantile,
  rankCorrelations,
  type BacktestRow,
} from '@engine/scores';
import { CAPTAIN_LABELS, REFERENCE_QUANTILE } from './report';

const fmt = (v: number | null, digits = 3) => (v === null ? '    -' : v.toFixed(digits));
const pad = (s: string | number, n: number) => String(s).padStart(n);

/** The captain score as the selector computes it now, from the row's expected points. */
const newScore = (r: BacktestRow) => {
  const score = captainScoreFromExpected(r.expectedPoints!);
  return { score, label: captainRecommendation(score).label };
};

/**
 * The Captain Selector's score on the points model's expected points, beside the parts' score and
 * form alone on the same rows (the candidates the model gave a figure), then per label the rows and
 * mean points that followed. `missing` says why there are no figures when none were computed.
 */
export function expectedSection(rows: readonly BacktestRow[], missing: string | null): string[] {
  const withXp = rows.filter((r) => r.expectedPoints !== null);
  if (withXp.length === 0)
    return [`Captain score on the points model's expected points: not measured (${missing ?? 'no rows'}).`];
  const candidates = withXp.filter((r) => r.captainCandidate);
  const reference = quantile(
    withXp.filter((r) => r.regular).map((r) => r.expectedPoints!),
    REFERENCE_QUANTILE,
  );
  const rho = (name: string, score: (r: BacktestRow) => number) => {
    const r = rankCorrelations(candidates, score);
    return `  ${name.padEnd(34)} ${pad(fmt(r.overall), 7)}  ${r.byPosition.map((v) => pad(fmt(v), 7)).join(' ')}`;
  };
  const labels = labelSummary(candidates, newScore, CAPTAIN_LABELS);
  return [
    `Captain score on the points model's expected points (candidates with a figure: ${candidates.length} of ${rows.filter((r) => r.captainCandidate).length} rows)`,
    `  reference: ${REFERENCE_QUANTILE * 100}th percentile of regular starters' expected points ${fmt(reference)} (in use: ${CAPTAIN_XP_REFERENCE})`,
    `  Spearman vs next-GW points, same rows      overall       GK     DEF     MID     FWD`,
    rho('captain score (expected points)', (r) => newScore(r).score),
    rho('captain score (parts, before)', (r) => r.captain.rescaled.score),
    rho('form alone', (r) => r.form),
    '  label        |  rows   mean pts',
    ...labels.map((s) => `  ${s.label.padEnd(12)} | ${pad(s.rows, 5)} ${pad(fmt(s.meanPoints, 2), 10)}`),
  ];
}
