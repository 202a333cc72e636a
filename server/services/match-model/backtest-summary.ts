import type { MatchBacktest } from '@contracts/api/match-backtest';
import type { MatchBacktestSummary } from '@contracts/api/match-model';

/** The stored backtest's headline figures as the About Match Odds cards show them (`GET /api/match-model`). */
export function backtestSummary(b: MatchBacktest): MatchBacktestSummary {
  return {
    measured_at: b.measured_at,
    seasons: b.seasons,
    matches: b.overall.matches,
    fit_target: b.target,
    rps: b.overall.rps,
    rps_base_rates: b.overall.base_rps,
    calibration_error: b.calibration_error,
    clean_sheet_brier: b.clean_sheet_brier,
    clean_sheet_brier_constant: b.clean_sheet_base_brier,
    predicted_outcomes: b.outcome_mix.predicted,
    actual_outcomes: b.outcome_mix.actual,
    confidence_classes: b.confidence.map(({ confidence, matches, hit_rate }) => ({
      confidence,
      matches,
      hit_rate,
    })),
  };
}
