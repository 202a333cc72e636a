import type { MatchBacktest } from '@contracts/api/match-backtest';

const n = (v: number) => v.toLocaleString('en-GB');
const f4 = (v: number) => v.toFixed(4);
const f3 = (v: number) => v.toFixed(3);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const mix = (m: { home: number; draw: number; away: number }) =>
  `${pct(m.home)} / ${pct(m.draw)} / ${pct(m.away)}`;

/** Columns padded to their widest cell; the first left-aligned, figures right-aligned. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map(
    (r) => '  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '),
  );
}

/** The report as printed: every figure beside its baseline. */
export function report(b: MatchBacktest): string[] {
  const target = b.target === 'goals' ? 'goals' : `0.25 goals + 0.75 team xG (xG weight ${b.xg_weight})`;
  const lines = [
    `Match model, rolling origin (each gameweek fitted only on matches kicked off before it): ${b.seasons.join(', ')}`,
    `Fitted on ${target}, decay ${b.decay_per_day} per day.`,
    '',
    'Ranked probability score of home/draw/away (lower is better):',
    ...table([
      ['season', 'matches', 'model', 'base rates'],
      ...b.per_season.map((s) => [s.season, n(s.matches), f4(s.rps), f4(s.base_rps)]),
      ['all', n(b.overall.matches), f4(b.overall.rps), f4(b.overall.base_rps)],
    ]),
    `Fitted on goals only instead: ${f4(b.goals_only.rps)} on the same ${n(b.goals_only.matches)} matches.`,
  ];
  const c = b.target_comparison;
  if (c) {
    const better = c.blend_rps < c.goals_rps ? 'the blend' : 'goals only';
    lines.push(
      `Fitting target on ${c.seasons.join(', ')} (${n(c.matches)} matches): goals only ${f4(c.goals_rps)}, goals + xG blend ${f4(c.blend_rps)}: ${better} scores better.`,
    );
  } else
    lines.push('Fitting target: no season with team xG among these, goals only and the blend not compared.');
  const e = b.calibration_error;
  lines.push(
    '',
    `Expected calibration error (10 bins): home ${f3(e.home)}, draw ${f3(e.draw)}, away ${f3(e.away)}, clean sheet ${f3(e.clean_sheet)}`,
    `Clean-sheet Brier score: model ${f4(b.clean_sheet_brier)}, constant rate ${f4(b.clean_sheet_base_brier)}`,
    `Over 2.5 goals: predicted ${pct(b.over_2_5.predicted)}, actual ${pct(b.over_2_5.actual)}`,
    `Likeliest outcome home / draw / away: predicted ${mix(b.outcome_mix.predicted)}, actual ${mix(b.outcome_mix.actual)}`,
    `Likeliest outcome happened in ${pct(b.outcome_accuracy)} of matches; predicted score exact in ${pct(b.exact_score_rate)}.`,
    '',
    'Confidence classes (probability of the likeliest outcome):',
    ...table([
      ['class', 'from', 'to', 'matches', 'hit rate'],
      ...b.confidence.map((k) => [
        k.confidence,
        k.from.toFixed(2),
        k.to.toFixed(2),
        n(k.matches),
        pct(k.hit_rate),
      ]),
    ]),
  );
  return lines;
}
