import type { MatchBacktest, MatchBacktestFigures } from '@contracts/api/match-backtest';
import { CONFIDENCE_THRESHOLDS, type Outcome } from './forecast';
import { brierScore, expectedCalibrationError, rankedProbabilityScore } from './metrics';
import type { BacktestPrediction } from './rolling-origin';

const mean = (xs: readonly number[]) => (xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length);

export function actualOutcome(p: BacktestPrediction): Outcome {
  const { homeGoals, awayGoals } = p.match;
  return homeGoals > awayGoals ? 'home' : homeGoals === awayGoals ? 'draw' : 'away';
}

const ORDER: Outcome[] = ['home', 'draw', 'away'];

export function figures(predictions: readonly BacktestPrediction[]): MatchBacktestFigures {
  const index = (p: BacktestPrediction) => ORDER.indexOf(actualOutcome(p));
  return {
    matches: predictions.length,
    rps: mean(
      predictions.map((p) =>
        rankedProbabilityScore([p.forecast.homeWin, p.forecast.draw, p.forecast.awayWin], index(p)),
      ),
    ),
    base_rps: mean(
      predictions.map((p) =>
        rankedProbabilityScore([p.baseRates.home, p.baseRates.draw, p.baseRates.away], index(p)),
      ),
    ),
  };
}

function shares(outcomes: readonly Outcome[]) {
  const share = (o: Outcome) => outcomes.filter((x) => x === o).length / Math.max(outcomes.length, 1);
  return { home: share('home'), draw: share('draw'), away: share('away') };
}

function confidenceClasses(predictions: readonly BacktestPrediction[]): MatchBacktest['confidence'] {
  const classes = [
    { confidence: 'High' as const, from: CONFIDENCE_THRESHOLDS.high, to: 1.0000001 },
    { confidence: 'Medium' as const, from: CONFIDENCE_THRESHOLDS.medium, to: CONFIDENCE_THRESHOLDS.high },
    { confidence: 'Low' as const, from: 0, to: CONFIDENCE_THRESHOLDS.medium },
  ];
  return classes.map((c) => {
    const inClass = predictions.filter((p) => p.forecast.confidence === c.confidence);
    const hits = inClass.filter((p) => p.forecast.outcome === actualOutcome(p)).length;
    return {
      ...c,
      to: Math.min(c.to, 1),
      matches: inClass.length,
      hit_rate: inClass.length ? hits / inClass.length : 0,
    };
  });
}

export type BacktestSummary = Omit<
  MatchBacktest,
  'measured_at' | 'seasons' | 'target' | 'xg_weight' | 'decay_per_day' | 'target_comparison' | 'goals_only'
>;

/** Every figure of the backtest, overall and per season, from the rolling-origin predictions. */
export function summarizeBacktest(predictions: readonly BacktestPrediction[]): BacktestSummary {
  const seasons = [...new Set(predictions.map((p) => p.match.season))].sort();
  const happened = (o: Outcome) => predictions.map((p) => actualOutcome(p) === o);
  const csProbabilities = predictions.flatMap((p) => [p.forecast.homeCleanSheet, p.forecast.awayCleanSheet]);
  const csHappened = predictions.flatMap((p) => [p.match.awayGoals === 0, p.match.homeGoals === 0]);
  const csBase = predictions.flatMap((p) => [p.baseRates.cleanSheet, p.baseRates.cleanSheet]);
  return {
    overall: figures(predictions),
    per_season: seasons.map((season) => ({
      season,
      ...figures(predictions.filter((p) => p.match.season === season)),
    })),
    calibration_error: {
      home: expectedCalibrationError(
        predictions.map((p) => p.forecast.homeWin),
        happened('home'),
      ),
      draw: expectedCalibrationError(
        predictions.map((p) => p.forecast.draw),
        happened('draw'),
      ),
      away: expectedCalibrationError(
        predictions.map((p) => p.forecast.awayWin),
        happened('away'),
      ),
      clean_sheet: expectedCalibrationError(csProbabilities, csHappened),
    },
    clean_sheet_brier: brierScore(csProbabilities, csHappened),
    clean_sheet_base_brier: brierScore(csBase, csHappened),
    outcome_mix: {
      predicted: shares(predictions.map((p) => p.forecast.outcome)),
      actual: shares(predictions.map(actualOutcome)),
    },
    outcome_accuracy: mean(predictions.map((p) => (p.forecast.outcome === actualOutcome(p) ? 1 : 0))),
    exact_score_rate: mean(
      predictions.map((p) =>
        p.forecast.predictedScore.home === p.match.homeGoals &&
        p.forecast.predictedScore.away === p.match.awayGoals
          ? 1
          : 0,
      ),
    ),
    over_2_5: {
      predicted: mean(predictions.map((p) => p.forecast.over2_5)),
      actual: mean(predictions.map((p) => (p.match.homeGoals + p.match.awayGoals > 2 ? 1 : 0))),
    },
    confidence: confidenceClasses(predictions),
  };
}
