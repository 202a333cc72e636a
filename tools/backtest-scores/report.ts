import {
  labelSummary,
  positionReferences,
  rankCorrelations,
  type BacktestRow,
  type RankCorrelations,
  referenceSweep,
} from '@engine/scores';

export const CAPTAIN_LABELS = ['Essential', 'Strong Pick', 'Good Option', 'Risky', 'Avoid'] as const;
export const TRANSFER_LABELS = ['Strong Buy', 'Buy', 'Hold', 'Sell', 'Strong Sell'] as const;
const POSITIONS = ['GK', 'DEF', 'MID', 'FWD'];
/** The reference quantile of the rescale (captain-score.ts, transfer-score.ts), and the others tried. */
export const REFERENCE_QUANTILE = 0.95;
const SWEEP_QUANTILES = [0.75, 0.8, 0.85, 0.9, 0.95, 0.98, 0.99];

const fmt = (v: number | null, digits = 4) => (v === null ? '   -' : v.toFixed(digits));
const pad = (s: string | number, n: number) => String(s).padStart(n);

function labelTable(
  rows: readonly BacktestRow[],
  labels: readonly string[],
  kind: 'captain' | 'transfer',
): string[] {
  const spec = labelSummary(rows, (r) => r[kind].spec, labels);
  const rescaled = labelSummary(rows, (r) => r[kind].rescaled, labels);
  const ahead = kind === 'transfer';
  const out = [
    `  label        | spec scale: rows   mean pts${ahead ? '  mean 3 GWs' : ''} | rescaled: rows   mean pts${ahead ? '  mean 3 GWs' : ''}`,
  ];
  labels.forEach((label, i) => {
    const a = spec[i]!;
    const b = rescaled[i]!;
    const three = (v: number | null) => (ahead ? pad(fmt(v, 2), 12) : '');
    out.push(
      `  ${label.padEnd(12)} | ${pad(a.rows, 16)} ${pad(fmt(a.meanPoints, 2), 10)}${three(a.meanPointsAhead)} | ${pad(b.rows, 14)} ${pad(fmt(b.meanPoints, 2), 10)}${three(b.meanPointsAhead)}`,
    );
  });
  return out;
}

/** Mean next-gameweek points per label within each position, rescaled (rows in brackets). */
function positionTable(
  rows: readonly BacktestRow[],
  labels: readonly string[],
  kind: 'captain' | 'transfer',
): string[] {
  const byPosition = [1, 2, 3, 4].map((type) =>
    labelSummary(
      rows.filter((r) => r.elementType === type),
      (r) => r[kind].rescaled,
      labels,
    ),
  );
  return [
    `  rescaled, per position: mean pts (rows)  ${POSITIONS.map((p) => pad(p, 14)).join(' ')}`,
    ...labels.map(
      (label, i) =>
        `  ${label.padEnd(38)} ${byPosition.map((s) => pad(`${fmt(s[i]!.meanPoints, 2)} (${s[i]!.rows})`, 14)).join(' ')}`,
    ),
  ];
}

function rhoLine(name: string, r: RankCorrelations): string {
  return `  ${name.padEnd(18)} ${pad(fmt(r.overall), 7)}  ${r.byPosition.map((v) => pad(fmt(v), 7)).join(' ')}`;
}

function rhoTable(rows: readonly BacktestRow[], kind: 'captain' | 'transfer'): string[] {
  return [
    `  Spearman vs next-GW points (${rows.length} rows)  overall    ${POSITIONS.map((p) => pad(p, 7)).join(' ')}`,
    rhoLine(
      'spec scale',
      rankCorrelations(rows, (r) => r[kind].spec.score),
    ),
    rhoLine(
      'rescaled',
      rankCorrelations(rows, (r) => r[kind].rescaled.score),
    ),
    rhoLine(
      'form alone',
      rankCorrelations(rows, (r) => r.form),
    ),
  ];
}

function sweepTable(rows: readonly BacktestRow[]): string[] {
  const refs = (v: readonly number[]) => v.map((x) => x.toFixed(2)).join(' ');
  return [
    'Reference quantile sweep. rho: Spearman vs next-GW points, all positions; top: rows and mean pts of',
    'Essential / Strong Buy; reach: share of gameweeks with a top-labelled GK, DEF, MID, FWD.',
    '  q     | captain refs GK DEF MID FWD   rho  top rows  pts  reach GK DEF MID FWD | transfer (same columns)',
    ...referenceSweep(rows, SWEEP_QUANTILES).map(({ quantile, captain: c, transfer: t }) =>
      [
        `  ${quantile.toFixed(2)}  | ${refs(c.references)}  ${fmt(c.rho)} ${pad(c.topRows, 5)} ${fmt(c.topMeanPoints, 2)}  ${refs(c.topReach)}`,
        `${refs(t.references)}  ${fmt(t.rho)} ${pad(t.topRows, 5)} ${fmt(t.topMeanPoints, 2)}  ${refs(t.topReach)}`,
      ].join(' | '),
    ),
  ];
}

/** The whole printout: references, then per score the label table and the rank correlations. */
export function report(rows: readonly BacktestRow[], seasons: readonly string[]): string {
  const captainRows = rows.filter((r) => r.captainCandidate);
  const refs = (sum: (r: BacktestRow) => number) =>
    positionReferences(rows, sum, REFERENCE_QUANTILE)
      .map((v, i) => `${POSITIONS[i]} ${fmt(v)}`)
      .join(', ');
  return [
    `Label backtest on ${seasons.join(', ')}, gameweeks 2-38, inputs as known before each gameweek.`,
    `Regular-starter rows: ${rows.filter((r) => r.regular).length} of ${rows.length}.`,
    `References (${REFERENCE_QUANTILE * 100}th percentile of regular starters' weighted sums):`,
    `  captain  ${refs((r) => r.captainSum)}`,
    `  transfer ${refs((r) => r.transferSum)}`,
    '',
    `Captain Selector: candidates (more than 5 total points), ${captainRows.length} rows`,
    ...labelTable(captainRows, CAPTAIN_LABELS, 'captain'),
    ...positionTable(captainRows, CAPTAIN_LABELS, 'captain'),
    ...rhoTable(captainRows, 'captain'),
    '',
    `Transfer Planner: every player with a match before the gameweek, ${rows.length} rows`,
    ...labelTable(rows, TRANSFER_LABELS, 'transfer'),
    ...positionTable(rows, TRANSFER_LABELS, 'transfer'),
    ...rhoTable(rows, 'transfer'),
    '',
    ...sweepTable(rows),
  ].join('\n');
}
