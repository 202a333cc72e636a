import type { PointsBacktest, PointsComparison } from '@contracts/api/openfpl';

const f = (x: number | null) => (x === null ? '  -  ' : x.toFixed(3));
const line = (label: string, c: PointsComparison) =>
  `${label.padEnd(22)} ${String(c.rows).padStart(6)}  ${f(c.model)}  ${f(c.last_five)}  ${f(c.xp_before).padStart(9)}  ${f(c.xp).padStart(8)}`;
const HEAD = `${'rows'.padStart(29)}  model  last5  xP-before  xP-after`;

/** Published figures on their own populations and bucket edges (design/projections.md): context only. */
const PUBLISHED = [
  ['OpenFPL', '0.818 / 1.291 / 1.517 / 5.142'],
  ['FPL Review', '0.689 / 1.189 / 1.594 / 5.172'],
] as const;

/** The printed table of `npm run backtest-points`: RMSE beside the baselines, buckets, minutes Brier. */
export function report(b: PointsBacktest): string[] {
  const out = [
    `Points model, one gameweek ahead, ${b.seasons.join(' and ')} GW${b.first_gameweek}-38 (RMSE of points per player-gameweek)`,
    "xP-before: the game's xP recorded for the previous gameweek (its latest before the deadline);",
    'xP-after: the xP recorded for the gameweek itself, computed after it (form includes its points).',
    HEAD,
  ];
  for (const s of b.per_season) {
    out.push(
      line(`${s.season} all`, s.all),
      line(`${s.season} played`, s.played),
      line(`${s.season} hauls 5+`, s.hauls),
    );
    const gain = s.all.model !== null && s.all.last_five ? 1 - s.all.model / s.all.last_five : null;
    out.push(`  better than last five by ${gain === null ? '-' : `${(100 * gain).toFixed(1)}%`} (gate 12%)`);
    const m = s.minutes_brier;
    out.push(`  P(60+) Brier ${f(m.model)} beside played 60+ last match ${f(m.last_match)} (${m.rows} rows)`);
  }
  out.push(line('all seasons', b.overall.all));
  if (b.late_window) {
    const w = b.late_window;
    out.push(
      '',
      `Buckets on ${w.season} GW${w.from}-${w.to} (zeros / blanks up to 2 / tickers 3-4 / haulers 5+)`,
      HEAD,
    );
    for (const [name, c] of Object.entries(w.buckets)) out.push(line(name, c));
    for (const [name, figures] of PUBLISHED) out.push(`  published ${name}: ${figures} (other populations)`);
  }
  out.push('', 'Within 2 points of the outcome, by projected points (the ensemble_confidence figure):');
  for (const c of b.confidence_bands)
    out.push(`  ${c.from}-${c.to ?? ''}: ${(100 * c.within_two).toFixed(1)}% of ${c.rows}`);
  return out;
}
