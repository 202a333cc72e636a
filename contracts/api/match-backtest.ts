import { z } from 'zod';

const outcomeSharesSchema = z.object({ home: z.number(), draw: z.number(), away: z.number() });

/** Figures of one set of predicted matches. */
export const matchBacktestFiguresSchema = z.object({
  matches: z.number().int(),
  /** Mean ranked probability score of home/draw/away (lower is better), and of the base rates. */
  rps: z.number(),
  base_rps: z.number(),
});
export type MatchBacktestFigures = z.infer<typeof matchBacktestFiguresSchema>;

export const confidenceClassSchema = z.object({
  confidence: z.enum(['High', 'Medium', 'Low']),
  /** Range of the likeliest outcome's probability, [from, to). */
  from: z.number(),
  to: z.number(),
  matches: z.number().int(),
  /** Share of these matches whose likeliest outcome happened. */
  hit_rate: z.number(),
});

/** The rolling-origin backtest of the match model, as stored by `npm run backtest-projections`. */
export const matchBacktestSchema = z.object({
  measured_at: z.string(),
  seasons: z.array(z.string()),
  /** Fitting target of the measured (default) model and its settings. */
  target: z.enum(['goals', 'goals_xg_blend']),
  xg_weight: z.number(),
  decay_per_day: z.number(),
  overall: matchBacktestFiguresSchema,
  per_season: z.array(matchBacktestFiguresSchema.extend({ season: z.string() })),
  /** The same seasons with the model fitted on goals only. */
  goals_only: matchBacktestFiguresSchema,
  /** Goals-only against the goals and xG blend on the seasons that have xG; null without such seasons. */
  target_comparison: z
    .object({
      seasons: z.array(z.string()),
      matches: z.number().int(),
      goals_rps: z.number(),
      blend_rps: z.number(),
    })
    .nullable(),
  /** Expected calibration error over ten probability bins. */
  calibration_error: z.object({
    home: z.number(),
    draw: z.number(),
    away: z.number(),
    clean_sheet: z.number(),
  }),
  clean_sheet_brier: z.number(),
  /** Brier score of the fitted matches' clean-sheet frequency as a constant forecast. */
  clean_sheet_base_brier: z.number(),
  /** Shares of the likeliest outcome over the matches beside the actual results. */
  outcome_mix: z.object({ predicted: outcomeSharesSchema, actual: outcomeSharesSchema }),
  /** Share of matches whose likeliest outcome happened, and whose predicted score was exact. */
  outcome_accuracy: z.number(),
  exact_score_rate: z.number(),
  over_2_5: z.object({ predicted: z.number(), actual: z.number() }),
  confidence: z.array(confidenceClassSchema),
});
export type MatchBacktest = z.infer<typeof matchBacktestSchema>;
