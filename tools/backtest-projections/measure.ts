import type { MatchBacktest } from '@contracts/api/match-backtest';
import {
  figures,
  summarizeBacktest,
  BLEND_XG_WEIGHT,
  DEFAULT_DECAY_PER_DAY,
  DEFAULT_XG_WEIGHT,
  type PlayedMatch,
  rollingOrigin,
  type BacktestPrediction,
} from '@engine/match-model';

/** A season counts as measured with xG when at least this share of its matches has team xG. */
const XG_SEASON_SHARE = 0.95;

/** Seasons among `seasons` whose matches carry team xG (2022-23 has it from gameweek 16 only). */
export function seasonsWithXg(matches: readonly PlayedMatch[], seasons: readonly string[]): string[] {
  return seasons.filter((season) => {
    const own = matches.filter((m) => m.season === season);
    const withXg = own.filter((m) => m.homeXg !== null && m.awayXg !== null).length;
    return own.length > 0 && withXg / own.length >= XG_SEASON_SHARE;
  });
}

/**
 * The match model's rolling-origin backtest with its default settings on `seasons`, the same fitted
 * on goals only, and goals only beside the goals and xG blend on the seasons of them that have xG. Fits may use any match kicked
 * off before the predicted gameweek, so pass the earlier seasons too.
 */
export function measureMatchBacktest(
  matches: readonly PlayedMatch[],
  seasons: readonly string[],
  measuredAt: Date,
  predictions: readonly BacktestPrediction[] = rollingOrigin(matches, { seasons, fit: {} }),
): MatchBacktest {
  const goalsOnly = rollingOrigin(matches, { seasons, fit: { xgWeight: 0 } });
  const xgSeasons = new Set(seasonsWithXg(matches, seasons));
  let comparison: MatchBacktest['target_comparison'] = null;
  if (xgSeasons.size > 0) {
    const inXgSeasons = (p: { match: PlayedMatch }) => xgSeasons.has(p.match.season);
    const goals = figures(goalsOnly.filter(inXgSeasons));
    const blend = figures(
      rollingOrigin(matches, { seasons: [...xgSeasons], fit: { xgWeight: BLEND_XG_WEIGHT } }),
    );
    comparison = {
      seasons: [...xgSeasons],
      matches: blend.matches,
      goals_rps: goals.rps,
      blend_rps: blend.rps,
    };
  }
  return {
    measured_at: measuredAt.toISOString(),
    seasons: [...seasons].sort(),
    target: DEFAULT_XG_WEIGHT > 0 ? 'goals_xg_blend' : 'goals',
    xg_weight: DEFAULT_XG_WEIGHT,
    decay_per_day: DEFAULT_DECAY_PER_DAY,
    target_comparison: comparison,
    goals_only: figures(goalsOnly),
    ...summarizeBacktest(predictions),
  };
}
