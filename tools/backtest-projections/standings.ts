import { STANDINGS_RUNS, type StandingsBacktest } from '@contracts/api/projected-standings';
import type { PlayedMatch } from '@engine/match-model';
import { standingsBacktest } from '@engine/standings';

/** The tables the standings are projected from: after gameweeks 10, 19 and 29. */
export const STANDINGS_CHECKPOINTS = [10, 19, 29] as const;

/**
 * The projected standings scored on the complete seasons among `seasons`, from each checkpoint's
 * table, with as many simulated seasons as the screen uses.
 */
export function measureStandingsBacktest(
  matches: readonly PlayedMatch[],
  seasons: readonly string[],
  measuredAt: Date,
  runs = STANDINGS_RUNS,
): StandingsBacktest {
  const result = standingsBacktest(matches, { seasons, gameweeks: STANDINGS_CHECKPOINTS, runs });
  return {
    measured_at: measuredAt.toISOString(),
    seasons: result.seasons,
    runs,
    checkpoints: result.checkpoints.map((c) => ({
      gameweek: c.gameweek,
      clubs: c.clubs,
      points_mae: c.pointsMae,
      baseline_points_mae: c.baselinePointsMae,
      top4_brier: c.top4Brier,
      relegation_brier: c.relegationBrier,
    })),
  };
}

const f1 = (v: number) => v.toFixed(1);
const f3 = (v: number) => v.toFixed(3);

/** The standings report: each figure beside the points-per-game extrapolation. */
export function standingsReport(b: StandingsBacktest, asked: readonly string[]): string[] {
  const skipped = asked.filter((s) => !b.seasons.includes(s));
  const lines = [
    `Projected standings (${b.runs.toLocaleString('en-GB')} simulated seasons), from the table after each gameweek, model fitted only on the matches played by then: ${b.seasons.join(', ') || 'no complete season'}`,
  ];
  if (skipped.length > 0)
    lines.push(
      `Left out (not every match stored; --snapshot adds a recorded season's): ${skipped.join(', ')}`,
    );
  if (b.checkpoints.every((c) => c.clubs === 0)) return lines;
  const rows = [
    ['after GW', 'clubs', 'points MAE', 'points per game x 38', 'top-4 Brier', 'relegation Brier'],
    ...b.checkpoints.map((c) => [
      String(c.gameweek),
      String(c.clubs),
      f1(c.points_mae),
      f1(c.baseline_points_mae),
      f3(c.top4_brier),
      f3(c.relegation_brier),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return [...lines, ...rows.map((r) => '  ' + r.map((c, i) => c.padStart(widths[i]!)).join('  '))];
}
