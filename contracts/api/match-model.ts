import { z } from 'zod';
import { confidenceClassSchema, matchBacktestSchema } from './match-backtest';

/**
 * `GET /api/match-model`: what the "About Match Odds" cards show. The model in use (what it was
 * fitted on, where its tiers come from) and the latest stored backtest, measured by
 * the server on past seasons (server/jobs/preparation); null until it has been.
 */

const { calibration_error, outcome_mix, target } = matchBacktestSchema.shape;

/**
 * The stored backtest's headline figures. Rolling origin: every match was forecast by a fit on the
 * matches kicked off before its gameweek only.
 */
export const matchBacktestSummarySchema = z.object({
  measured_at: z.string(),
  /** Seasons scored, and the matches in them (the sample). */
  seasons: z.array(z.string()),
  matches: z.number().int(),
  /** What the model was fitted on: goals, or goals blended with team expected goals. */
  fit_target: target,
  /** Ranked probability score of home/draw/away (lower is better), and of the base rates. */
  rps: z.number(),
  rps_base_rates: z.number(),
  /** Expected calibration error over ten bins (0 is perfect). */
  calibration_error,
  /** Clean-sheet Brier score, and that of a constant rate. */
  clean_sheet_brier: z.number(),
  clean_sheet_brier_constant: z.number(),
  /** Shares (0-1) of matches predicted as, and ending as, home win / draw / away win. */
  predicted_outcomes: outcome_mix.shape.predicted,
  actual_outcomes: outcome_mix.shape.actual,
  /** How often each confidence class's predicted outcome happened. */
  confidence_classes: z.array(
    confidenceClassSchema.pick({ confidence: true, matches: true, hit_rate: true }),
  ),
});
export type MatchBacktestSummary = z.infer<typeof matchBacktestSummarySchema>;

/**
 * Where the attack and defence tiers that act as priors come from: the model's strengths at the
 * season's start ('data'), an admin's saved lists ('saved'), or not applied ('none': the fitted
 * rates are shown unadjusted).
 */
export const TIER_SOURCES = ['data', 'saved', 'none'] as const;

export const matchModelResponseSchema = z.object({
  fit: z.object({
    /** Matches the current fit used, the seasons they come from, and the last one's kick-off (ISO). */
    matches: z.number().int(),
    seasons: z.array(z.string()),
    last_kickoff_time: z.string().nullable(),
  }),
  tiers: z.object({ source: z.enum(TIER_SOURCES), description: z.string() }),
  /** Why the odds are provisional (past seasons missing), in a manager's words; null when they are not. */
  provisional_reason: z.string().nullable(),
  backtest: matchBacktestSummarySchema.nullable(),
});
export type MatchModelResponse = z.infer<typeof matchModelResponseSchema>;
