import type { BacktestScore, PredictorScores, PriceBacktest } from '../prices';

/** Scores with hand-picked counts: precision tp/(tp+fp), recall tp/(tp+fn), F1 2tp/(2tp+fp+fn). */
function scoreOf(tp: number, fp: number, fn: number): BacktestScore {
  const r = (n: number, d: number) => (d === 0 ? null : Math.round((n / d) * 10_000) / 10_000);
  return {
    precision: r(tp, tp + fp),
    recall: r(tp, tp + fn),
    f1: r(2 * tp, 2 * tp + fp + fn),
    true_positives: tp,
    false_positives: fp,
    false_negatives: fn,
  };
}

const scores = (
  samples: number,
  rise: [number, number, number],
  fall: [number, number, number],
  ece: [number, number] | null,
): PredictorScores => ({
  samples,
  rise: scoreOf(...rise),
  fall: scoreOf(...fall),
  calibration_error: ece && { rise: ece[0], fall: ece[1] },
});

/**
 * A stored backtest for tests of the endpoint and the card: the model beats every baseline on
 * rises, and all but the owner-share rule on falls.
 */
export function sampleBacktest(over: Partial<PriceBacktest> = {}): PriceBacktest {
  return {
    measured_at: '2026-11-20T09:30:00.000Z',
    task: 'Will the price rise, or fall, before the next deadline?',
    limits: 'Gameweek-level history is a coarse stand-in for the nightly task.',
    fit_seasons: ['2019-20', '2020-21'],
    held_out_seasons: ['2024-25'],
    predictors: [
      {
        id: 'model',
        description: 'Logistic regression.',
        fitted: scores(5000, [60, 40, 50], [70, 90, 80], [0.004, 0.006]),
        held_out: scores(2000, [30, 20, 40], [30, 50, 40], [0.012, 0.021]),
      },
      {
        id: 'spec-rule',
        description: 'The spec rule.',
        fitted: scores(5000, [30, 60, 80], [40, 100, 110], [0.003, 0.005]),
        held_out: scores(2000, [10, 30, 60], [20, 60, 50], [0.01, 0.02]),
      },
      {
        id: 'owner-share',
        description: 'Share of owners.',
        fitted: scores(5000, [20, 30, 90], [60, 90, 90], null),
        held_out: scores(2000, [10, 20, 60], [35, 60, 35], null),
      },
      {
        id: 'repeat-last',
        description: 'Repeat last move.',
        fitted: scores(5000, [40, 80, 70], [20, 90, 130], null),
        held_out: scores(2000, [20, 40, 50], [10, 40, 60], null),
      },
      {
        id: 'never',
        description: 'Never changes.',
        fitted: scores(5000, [0, 0, 110], [0, 0, 150], null),
        held_out: scores(2000, [0, 0, 70], [0, 0, 70], null),
      },
    ],
    reliability: [
      {
        predictor: 'model',
        direction: 'rise',
        bins: [
          { from: 0, to: 0.1, count: 1900, predicted: 0.01, observed: 0.012 },
          { from: 0.5, to: 0.6, count: 100, predicted: 0.55, observed: 0.5 },
        ],
      },
    ],
    verdict: {
      rise: { beats: ['spec-rule', 'owner-share', 'repeat-last', 'never'], margin: 0.1923 },
      fall: { beats: ['spec-rule', 'repeat-last', 'never'], margin: -0.0242 },
    },
    progress_calibration: {
      rise: [
        { up_to_progress: 50, probability: 0.01 },
        { up_to_progress: 100, probability: 0.2 },
        { up_to_progress: 300, probability: 0.4 },
      ],
      fall: [
        { up_to_progress: 50, probability: 0.02 },
        { up_to_progress: 300, probability: 0.3 },
      ],
    },
    // The model's parameters are built by the tests that apply it (their inputs are the engine's).
    model: null,
    daily: {
      seasons: ['2025-26'],
      days: 3,
      samples: 40,
      enough: false,
      required_days: 14,
      rise: scoreOf(1, 0, 0),
      fall: scoreOf(0, 0, 0),
    },
    official: {
      seasons: ['2025-26'],
      days: 0,
      samples: 0,
      enough: false,
      required_days: 14,
      rise: scoreOf(0, 0, 0),
      fall: scoreOf(0, 0, 0),
    },
    ...over,
  };
}
