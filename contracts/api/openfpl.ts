import { POSITION_CODES } from '../game/positions';
import { z } from 'zod';

/**
 * Root mean squared error of the model, the last-five-matches average and the game's expected
 * points on the same rows: `xp` as the history files record it for the gameweek (computed after
 * it: its form includes the gameweek's own points), `xp_before` the figure recorded for the
 * previous gameweek (the game's latest before the deadline).
 */
export const pointsComparisonSchema = z.object({
  rows: z.number().int(),
  model: z.number().nullable(),
  last_five: z.number().nullable(),
  xp: z.number().nullable(),
  xp_before: z.number().nullable(),
});
export type PointsComparison = z.infer<typeof pointsComparisonSchema>;

/** The spec's buckets by points scored: zeros 0, blanks up to 2 (not 0), tickers 3-4, haulers 5+. */
export const pointsBucketsSchema = z.object({
  zeros: pointsComparisonSchema,
  blanks: pointsComparisonSchema,
  tickers: pointsComparisonSchema,
  haulers: pointsComparisonSchema,
});

/** Share of past projections within 2 points of the outcome, for projections in [from, to) points. */
export const confidenceBandSchema = z.object({
  from: z.number(),
  to: z.number().nullable(),
  rows: z.number().int(),
  within_two: z.number(),
});
export type ConfidenceBand = z.infer<typeof confidenceBandSchema>;

/** The one-gameweek-ahead backtest of the points model, as stored by `npm run backtest-points`. */
export const pointsBacktestSchema = z.object({
  measured_at: z.string(),
  seasons: z.array(z.string()),
  first_gameweek: z.number().int(),
  /** Every scored row pooled (rows the game gives both xP figures for). */
  overall: z.object({
    all: pointsComparisonSchema,
    played: pointsComparisonSchema,
    hauls: pointsComparisonSchema,
    buckets: pointsBucketsSchema,
    /** Fraction of the model's projections within 2 points of the outcome. */
    within_two: z.number().nullable(),
  }),
  per_season: z.array(
    z.object({
      season: z.string(),
      all: pointsComparisonSchema,
      played: pointsComparisonSchema,
      hauls: pointsComparisonSchema,
      /** Brier score of P(60+ minutes) beside "played 60+ last match" (single-fixture gameweeks). */
      minutes_brier: z.object({
        rows: z.number().int(),
        model: z.number().nullable(),
        last_match: z.number().nullable(),
      }),
    }),
  ),
  /** The spec's buckets on a late window (2024-25 GW32-38 by default), beside the published figures. */
  late_window: z
    .object({
      season: z.string(),
      from: z.number().int(),
      to: z.number().int(),
      buckets: pointsBucketsSchema,
    })
    .nullable(),
  confidence_bands: z.array(confidenceBandSchema),
});
export type PointsBacktest = z.infer<typeof pointsBacktestSchema>;

/** One player's projection for the gameweek `horizon` gameweeks ahead (`GET /api/openfpl-projections`). */
export const openfplProjectionSchema = z.object({
  player_id: z.number().int(),
  player_name: z.string(),
  team_name: z.string(),
  position: z.enum(POSITION_CODES),
  horizon: z.number().int(),
  /** The gameweek projected; null when the season has fewer gameweeks left than the horizon. */
  gameweek: z.number().int().nullable(),
  predicted_points: z.number(),
  predicted_goals: z.number(),
  predicted_assists: z.number(),
  predicted_minutes: z.number(),
  /** Price in millions and the share of managers owning him (percent). */
  current_price: z.number(),
  ownership_percentage: z.number(),
  /**
   * Percent of the model's past one-gameweek-ahead projections in the same predicted-points band
   * that came within 2 points of the outcome (the stored backtest); null until one is stored.
   */
  ensemble_confidence: z.number().nullable(),
});
export type OpenfplProjection = z.infer<typeof openfplProjectionSchema>;
export const openfplProjectionsSchema = z.array(openfplProjectionSchema);

/** The spec's query: horizon 1 to 6 (required); gameweek is always 'all' (the default). */
export const openfplProjectionsQuerySchema = z.object({
  horizon: z
    .string({ error: 'horizon must be a whole number from 1 to 6' })
    .regex(/^[1-6]$/, 'horizon must be a whole number from 1 to 6')
    .transform(Number),
  gameweek: z.literal('all', { error: "gameweek must be 'all'" }).optional(),
});

const rmseFiguresSchema = z.object({
  rmse_overall: z.number().nullable(),
  rmse_haulers: z.number().nullable(),
  rmse_tickers: z.number().nullable(),
  rmse_blanks: z.number().nullable(),
});

/**
 * `GET /api/openfpl-metrics`: figures of the stored backtest only; nulls and a message until one is
 * stored. The RMSE fields at the top are the points model's own, beside the game's in `xp`.
 */
export const openfplMetricsSchema = rmseFiguresSchema.extend({
  /** Fraction of one-gameweek-ahead projections within 2 points of the outcome. */
  accuracy_rate: z.number().nullable(),
  last_updated: z.string().nullable(),
  seasons: z.array(z.string()),
  rows: z.number().int(),
  /** The game's own expected points on the same rows, as recorded for the gameweek (after it). */
  xp: rmseFiguresSchema,
  /** The game's expected points recorded for the previous gameweek (its latest before the deadline). */
  xp_before: rmseFiguresSchema,
  definitions: z.string(),
  message: z.string().nullable(),
});
export type OpenfplMetrics = z.infer<typeof openfplMetricsSchema>;
