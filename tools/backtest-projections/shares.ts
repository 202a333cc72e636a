import type { ShareBacktest } from '@contracts/api/shares';
import { toAppearances, type MatchRow, backtestShares, DEFAULT_SHARE_SETTINGS } from '@engine/shares';

/** The seasons the share model is scored on by default (the gates). */
export const SHARE_BACKTEST_SEASONS = ['2023-24', '2024-25'];

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The share model scored from the midpoint of each season (the kick-off of its match number
 * floor(n/2) + 1 in kick-off order), fitted on every row before it. Pass the earlier seasons too.
 */
export function measureShareBacktest(
  rows: readonly MatchRow[],
  seasons: readonly string[],
  measuredAt: Date,
): ShareBacktest {
  const { goals, assists } = toAppearances(rows);
  return {
    measured_at: measuredAt.toISOString(),
    seasons: seasons.map((season) => {
      const kickoffs = new Map<number, number>();
      for (const r of rows) if (r.season === season) kickoffs.set(r.fixtureId, r.kickoffMs);
      const sorted = [...kickoffs.values()].sort((a, b) => a - b);
      if (sorted.length === 0) throw new Error(`no matches stored for ${season}`);
      const origin = sorted[Math.floor(sorted.length / 2)]!;
      const end = sorted.at(-1)! + 1;
      const g = backtestShares(goals, origin, end);
      const a = backtestShares(assists, origin, end);
      return {
        season,
        origin_kickoff_time: new Date(origin).toISOString(),
        players: g.players,
        goals: { model: round3(g.model), position_only: round3(g.position_only) },
        assists: { model: round3(a.model), position_only: round3(a.position_only) },
      };
    }),
    settings: {
      expected_weight: DEFAULT_SHARE_SETTINGS.expectedWeight,
      decay_per_day: DEFAULT_SHARE_SETTINGS.decayPerDay,
      prior_strength: DEFAULT_SHARE_SETTINGS.priorStrength,
    },
  };
}

/** The printed lines: each season's deviance beside the position-only baseline. */
export function shareReport(b: ShareBacktest): string[] {
  const f = (x: number) => x.toFixed(3).padStart(8);
  return [
    'Share model (goals and assists per team goal while on the pitch), from each season midpoint, given actual minutes:',
    '  Poisson deviance per player (lower is better)  goals: model  position-only   assists: model  position-only',
    ...b.seasons.map(
      (s) =>
        `  ${s.season} (${s.players} players)${' '.repeat(22)}${f(s.goals.model)}${f(s.goals.position_only)}          ${f(s.assists.model)}${f(s.assists.position_only)}`,
    ),
  ];
}
