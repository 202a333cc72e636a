import type { BacktestScore, PriceBacktest, PredictorScores } from '@contracts/api/prices';

const pct = (v: number | null) => (v === null ? 'n/a' : `${(v * 100).toFixed(1)}%`);
const cells = (s: BacktestScore) => [pct(s.precision), pct(s.recall), pct(s.f1)];
const prf = (s: BacktestScore) => `P ${pct(s.precision)} R ${pct(s.recall)} F1 ${pct(s.f1)}`;
const calibration = (s: PredictorScores) =>
  s.calibration_error ? `${pct(s.calibration_error.rise)} / ${pct(s.calibration_error.fall)}` : '-';

const HEADER = [
  'set',
  'predictor',
  'rows',
  'rise P',
  'rise R',
  'rise F1',
  'fall P',
  'fall R',
  'fall F1',
  'ECE rise / fall',
];

/** Columns padded to their widest cell; text left, figures right. */
function table(rows: string[][]): string[] {
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) =>
    r
      .map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

const signedPoints = (v: number) => `${v >= 0 ? '+' : ''}${(v * 100).toFixed(1)} points`;

/** The report as printed, one line per entry: one table of the model and the baselines. */
export function report(b: PriceBacktest): string[] {
  const rows = [HEADER];
  for (const [set, pick] of [
    ['held out', (p: PriceBacktest['predictors'][number]) => p.held_out],
    ['fitted', (p: PriceBacktest['predictors'][number]) => p.fitted],
  ] as const) {
    for (const p of b.predictors) {
      const s = pick(p);
      rows.push([
        set,
        p.id,
        s.samples.toLocaleString('en-GB'),
        ...cells(s.rise),
        ...cells(s.fall),
        calibration(s),
      ]);
    }
  }
  const out = [
    `Price-change backtest (${b.measured_at})`,
    `Task: ${b.task}`,
    `Limits: ${b.limits}`,
    `Fitted on ${b.fit_seasons.join(', ')}; held out: ${b.held_out_seasons.join(', ') || 'none'}.`,
    '',
    ...table(rows),
    '',
  ];
  for (const dir of ['rise', 'fall'] as const) {
    const v = b.verdict[dir];
    out.push(
      `Model, ${dir}s (held-out F1): beats ${v.beats.join(', ') || 'no baseline'}; margin over the best baseline ${signedPoints(v.margin)}.`,
    );
  }
  for (const r of b.reliability) {
    const bins = r.bins.map(
      (x) => `${pct(x.from)}-${pct(x.to)}: ${pct(x.predicted)} vs ${pct(x.observed)} (${x.count})`,
    );
    out.push(
      `Reliability, ${r.predictor} ${r.direction}s (held out, predicted vs observed): ${bins.join('; ')}`,
    );
  }
  out.push('', ...b.predictors.map((p) => `${p.id}: ${p.description}`), '');
  const d = b.daily;
  if (!d) out.push('Daily captures: none stored yet.');
  else if (!d.enough)
    out.push(
      `Daily captures: ${d.days} day(s), ${d.samples} player-days: not enough days (${d.required_days} needed).`,
    );
  else {
    out.push(
      `Daily captures (${d.seasons.join(', ')}): ${d.days} days, ${d.samples} player-days, the tracker's rule night by night: ` +
        `rises ${prf(d.rise)}; falls ${prf(d.fall)}.`,
    );
  }
  const o = b.official;
  if (!o) out.push("The game's own figures (price_change_*): no captures stored yet.");
  else if (!o.enough)
    out.push(
      `The game's own figures (price_change_*): not measured yet: ${o.days} nightly capture(s) with official fields (${o.required_days} needed).`,
    );
  else {
    out.push(
      `The game's own figures (price_change_*), night by night: ${o.days} captures with them, ${o.samples} player-days; ` +
        `a change put at 100% or more for the next update, against the next day's price: rises ${prf(o.rise)}; falls ${prf(o.fall)}.`,
    );
  }
  return out;
}
