import { z } from 'zod';

/**
 * Price Tracker endpoints: recent changes, predictions, a player's price history and the
 * prediction system's measured figures. Prices are tenths of a million (85 = £8.5m), as upstream. Dates are UK
 * calendar days 'YYYY-MM-DD' (Europe/London), whatever the server's time zone.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const tenths = z.number().int();
/** Identity of a player as the screens show it, from the current bootstrap. */
const playerFields = {
  player_id: z.number().int(),
  /** The game's short display name (web_name). */
  player_name: z.string(),
  team_name: z.string(),
  team_short_name: z.string(),
  /** Singular position name ('Goalkeeper', 'Defender', 'Midfielder', 'Forward'). */
  position: z.string(),
  /** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward (for filters). */
  element_type: z.number().int(),
};

/** What a daily capture recorded beside the price (for a change: the capture that found it). */
const captureFields = {
  /** selected_by_percent at that capture, 2 decimals. */
  ownership: z.number(),
  /** Transfers between the previous capture and this one (for a change, the day that produced it). */
  transfers_in: z.number().int(),
  transfers_out: z.number().int(),
};

export const PRICE_DIRECTIONS = ['rise', 'fall'] as const;
export const priceDirectionSchema = z.enum(PRICE_DIRECTIONS);
export type PriceDirection = z.infer<typeof priceDirectionSchema>;

/**
 * One detected price move: the capture of `change_date` found a different price from the previous
 * capture. Ownership, gameweek change and transfers are those of that capture.
 */
export const priceChangeSchema = z.object({
  id: z.number().int(),
  ...playerFields,
  change_date: isoDate,
  direction: priceDirectionSchema,
  /** new minus old price, in tenths (+1 is a £0.1m rise). */
  change_amount: tenths,
  old_price: tenths,
  /** The price right after this change. */
  current_price: tenths,
  /** The season's start price. */
  start_price: tenths,
  /** current_price - start_price. */
  total_change: tenths,
  /** The game's cost_change_event at that capture: the change so far in that gameweek. */
  gameweek_change: tenths,
  ...captureFields,
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** `GET /api/price-changes/recent`: the running season's detected changes, newest first. */
export const recentPriceChangesResponseSchema = z.object({
  /** Season label ('2025-26'), null when the bootstrap has no gameweeks. */
  season: z.string().nullable(),
  /** The last UK day captured, null before the first capture. */
  last_capture_date: isoDate.nullable(),
  rises_this_season: z.number().int(),
  falls_this_season: z.number().int(),
  changes: z.array(priceChangeSchema),
});
export type RecentPriceChangesResponse = z.infer<typeof recentPriceChangesResponseSchema>;

/**
 * Bands of progress toward the change with Open FPL's names, strongest first (100% and more, 85%,
 * 70%, 50%; a blocked player is Low): not probabilities, see a prediction's `chance`. With the
 * fitted model, progress is its chance as a percent of the chance from which it calls the change
 * (Very High is a call). 'Likely changes' counts those not 'Low'.
 */
export const PRICE_PROBABILITIES = ['Very High', 'High', 'Medium', 'Low'] as const;
export const priceProbabilitySchema = z.enum(PRICE_PROBABILITIES);
export type PriceProbability = z.infer<typeof priceProbabilitySchema>;

/**
 * Where predictions come from: 'official' when the bootstrap carries the game's own price-change
 * fields (price_change_percent / price_change_projections, from 2026-27), otherwise 'model' (the
 * transfer-threshold model in engine/prices, documented there).
 */
export const PREDICTION_SOURCES = ['official', 'model'] as const;
export const predictionSourceSchema = z.enum(PREDICTION_SOURCES);

/**
 * What makes the calls: the game's own figures; the model fitted by the latest stored backtest
 * (its parameters stored with the run); or, when no run with a model is stored, the spec's
 * transfer-threshold rule, whose accuracy is then unmeasured.
 */
export const PREDICTION_METHODS = ['official', 'fitted-model', 'threshold-rule'] as const;
export const predictionMethodSchema = z.enum(PREDICTION_METHODS);
export type PredictionMethod = z.infer<typeof predictionMethodSchema>;

export const pricePredictionSchema = z.object({
  ...playerFields,
  current_price: tenths,
  /** The expected move in tenths: +1 rise or -1 fall. */
  predicted_change: tenths,
  probability: priceProbabilitySchema,
  /**
   * How far the player is toward the change, percent capped to 0-100 (the screen's colours: 80 or
   * more green, 60 or more yellow): net transfers against the rule's threshold, the game's own
   * percent, or the fitted model's chance against its call threshold. Not a probability: see `chance`.
   */
  confidence: z.number().int().min(0).max(100),
  /** Uncapped progress toward the threshold in the predicted direction (may pass 100). */
  progress_percent: z.number(),
  /**
   * Calibrated probability (0-1) that the price moves this way before the next deadline: the fitted
   * model's own, or with the rule its progress mapped through the latest backtest's calibration
   * (both fitted on past seasons at gameweek level). Null without a stored backtest, for the game's
   * own figures, and for a blocked player.
   */
  chance: z.number().min(0).max(1).nullable(),
  /**
   * Plain-language why, e.g. 'Net +153,000 transfers since the last change: 102% of the 150,000
   * needed to rise', or "FPL's own figures: 60% of the way to a rise now, 105% projected at the next update".
   */
  reason: z.string(),
  /** The player's price cannot move before this instant (ISO), if the game or the model locks it. */
  locked_until: z.string().nullable(),
  ownership_percentage: z.number(),
  /** This gameweek's transfers (transfers_in_event / transfers_out_event). */
  transfers_in: z.number().int(),
  transfers_out: z.number().int(),
});
export type PricePrediction = z.infer<typeof pricePredictionSchema>;

/**
 * `GET /api/price-predictions`: players at least half way to a change, strongest probability
 * first, then by progress. Players below that are not listed.
 */
export const pricePredictionsResponseSchema = z.object({
  source: predictionSourceSchema,
  method: predictionMethodSchema,
  /** When the bootstrap behind these predictions was fetched (ISO). */
  as_of: z.string(),
  predictions: z.array(pricePredictionSchema),
});
export type PricePredictionsResponse = z.infer<typeof pricePredictionsResponseSchema>;

/** One day of a player's captured price (the daily table), oldest first. */
export const pricePointSchema = z.object({
  date: isoDate,
  price: tenths,
  ...captureFields,
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/** `GET /api/price-history/:playerId`: the running season's daily series for the chart. */
export const priceHistoryResponseSchema = z.object({
  ...playerFields,
  season: z.string().nullable(),
  /** Null while the game's current price cannot be read (so is the start price, derived from it). */
  start_price: tenths.nullable(),
  current_price: tenths.nullable(),
  points: z.array(pricePointSchema),
});
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;

/**
 * Scores of "the price changes at the next update" against what happened. Null where the ratio
 * is 0/0 (e.g. precision when the predictor never predicted that direction).
 */
export const backtestScoreSchema = z.object({
  precision: z.number().nullable(),
  recall: z.number().nullable(),
  f1: z.number().nullable(),
  true_positives: z.number().int(),
  false_positives: z.number().int(),
  false_negatives: z.number().int(),
});
export type BacktestScore = z.infer<typeof backtestScoreSchema>;

export const BACKTEST_PREDICTORS = ['model', 'spec-rule', 'owner-share', 'repeat-last', 'never'] as const;
export const backtestPredictorSchema = z.enum(BACKTEST_PREDICTORS);
export type BacktestPredictor = z.infer<typeof backtestPredictorSchema>;

/** One predictor on one set of rows. */
export const predictorScoresSchema = z.object({
  /** Prediction points scored (player-gameweeks). */
  samples: z.number().int(),
  rise: backtestScoreSchema,
  fall: backtestScoreSchema,
  /**
   * Expected calibration error of its probabilities (count-weighted mean gap between predicted and
   * observed over ten bins), per direction; null for a predictor that gives no probabilities.
   */
  calibration_error: z.object({ rise: z.number(), fall: z.number() }).nullable(),
});
export type PredictorScores = z.infer<typeof predictorScoresSchema>;

export const backtestPredictorRowSchema = z.object({
  id: backtestPredictorSchema,
  description: z.string(),
  /** On the seasons it was fitted on (in sample). */
  fitted: predictorScoresSchema,
  /** On the other seasons: the honest figures. */
  held_out: predictorScoresSchema,
});
export type BacktestPredictorRow = z.infer<typeof backtestPredictorRowSchema>;

export const reliabilityBinSchema = z.object({
  /** Predicted probability range [from, to). */
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
  /** Mean predicted probability in the bin, and the share of its rows where the change happened. */
  predicted: z.number(),
  observed: z.number(),
});
export type ReliabilityBin = z.infer<typeof reliabilityBinSchema>;

/** The model against the baselines in one direction, on held-out F1. */
export const modelVerdictSchema = z.object({
  beats: z.array(backtestPredictorSchema),
  /** Model F1 minus the best baseline's F1 (negative when a baseline does better). */
  margin: z.number(),
});

/** A step map from the tracker's progress (percent of the threshold) to a calibrated probability. */
export const progressCalibrationSchema = z.array(
  z.object({ up_to_progress: z.number(), probability: z.number() }),
);

/**
 * The daily captures scored night by night with the tracker's rule: the finest measure, once the
 * app has captured enough consecutive days.
 */
export const dailyMeasureSchema = z.object({
  seasons: z.array(z.string()),
  /** Capture days, and consecutive player-day pairs scored. */
  days: z.number().int(),
  samples: z.number().int(),
  /** False while there are fewer capture days than `required_days`: the scores are then not shown. */
  enough: z.boolean(),
  required_days: z.number().int(),
  rise: backtestScoreSchema,
  fall: backtestScoreSchema,
});
export type DailyMeasure = z.infer<typeof dailyMeasureSchema>;

/** One direction of the fitted model: logistic weights, the isotonic map of its output, the call threshold. */
const fittedSideSchema = z.object({
  weights: z.array(z.number()),
  /** Steps of the logistic output (ascending upper bounds) to a calibrated chance. */
  calibration: z.array(z.object({ up_to: z.number(), probability: z.number() })),
  /** The chance from which the change is called; null when the fit found no useful threshold. */
  threshold: z.number().nullable(),
});

/** The model as fitted on the fit seasons, so the live tracker applies the run it shows. */
export const fittedModelSchema = z.object({
  /** Input names in weight order (engine/prices/honest/fitted-model.ts). */
  inputs: z.array(z.string()),
  rise: fittedSideSchema,
  fall: fittedSideSchema,
});
export type FittedModelParameters = z.infer<typeof fittedModelSchema>;

export const priceBacktestSchema = z.object({
  measured_at: z.string(),
  /** What is predicted, from what, and how it is scored. */
  task: z.string(),
  /** Why the gameweek-level history only gives a coarse version of the tracker's task. */
  limits: z.string(),
  fit_seasons: z.array(z.string()),
  held_out_seasons: z.array(z.string()),
  predictors: z.array(backtestPredictorRowSchema),
  /** Held-out reliability (predicted against observed per bin) of predictors that give probabilities. */
  reliability: z.array(
    z.object({
      predictor: backtestPredictorSchema,
      direction: priceDirectionSchema,
      bins: z.array(reliabilityBinSchema),
    }),
  ),
  verdict: z.object({ rise: modelVerdictSchema, fall: modelVerdictSchema }),
  /** The tracker's progress mapped to the chance of a change before the next deadline (fit seasons). */
  progress_calibration: z.object({ rise: progressCalibrationSchema, fall: progressCalibrationSchema }),
  /** The fitted model's parameters; null in runs stored before they were kept. */
  model: fittedModelSchema.nullable().default(null),
  daily: dailyMeasureSchema.nullable(),
  /**
   * The game's own price-change figures scored the same way from the captures that stored them
   * (a change they put at 100% or more for the next update, against the price the next day);
   * `days` counts those captures. Null before any capture, and in runs stored before it was measured.
   */
  official: dailyMeasureSchema.nullable().default(null),
});
export type PriceBacktest = z.infer<typeof priceBacktestSchema>;

/** `GET /api/price-predictions/metrics`: the Prediction System card, measured figures only. */
export const priceMetricsResponseSchema = z.object({
  prediction_source: predictionSourceSchema,
  /** What makes the list's calls now (see PREDICTION_METHODS). */
  prediction_method: predictionMethodSchema,
  /** Players in the game's list not marked unavailable ('u': left the club or on loan). */
  active_players: z.number().int(),
  /** Days in the daily table for the running season. */
  captured_days: z.number().int(),
  /** The latest stored backtest (tools/backtest-prices), null if it has never been run. */
  backtest: priceBacktestSchema.nullable(),
});
export type PriceMetricsResponse = z.infer<typeof priceMetricsResponseSchema>;
