import { z } from 'zod';
import { matchFields, matchResultSchema, projectionEnvelope, projectionsQuerySchema } from './projections';
import { UPSET_NUMBER_FIELDS, UPSET_SWITCHES, type UpsetConfig } from './upset-config';

/**
 * `GET /api/predicted-scores?start_gw&end_gw&team&status`: every match of the range with the
 * scoreline it displays, the same as on Match Projections and Results Projections. Scorelines are
 * chosen a gameweek at a time so that the matches' results, sides on 0 goals and goals follow the
 * model's expected counts at least cost in expected accuracy (engine/predictions/shown-scorelines.ts);
 * the upset configuration's options act on top (each random draw from a stream seeded by season,
 * fixture and option, so the same data and configuration always display the same scores). A
 * finished match shows its actual score beside what was displayed before kick-off (a fit on the
 * matches played before its gameweek's first kick-off). Expected goals, probabilities and the
 * standings come from the model alone. Fields are snake_case.
 */

export const PREDICTED_STATUSES = ['all', 'finished', 'upcoming'] as const;
export const predictedStatusSchema = z.enum(PREDICTED_STATUSES);
export type PredictedStatus = z.infer<typeof predictedStatusSchema>;

/** The projection query plus `status` (all matches when missing). */
export const predictedScoresQuerySchema = projectionsQuerySchema.safeExtend({
  status: z.enum(PREDICTED_STATUSES, { message: 'status must be all, finished or upcoming' }).optional(),
});
export type PredictedScoresQuery = z.infer<typeof predictedScoresQuerySchema>;

/** An upset option, named by its tab on the admin screen (`UPSET_SWITCHES[].tab`), in option order. */
export const upsetOptionSchema = z.enum(['poisson', 'variance', 'context', 'rounding', 'budget']);
export type UpsetOption = z.infer<typeof upsetOptionSchema>;
export const UPSET_OPTIONS = upsetOptionSchema.options;

const goals = z.number().int().min(0);
const scoreline = z.object({ home: goals, away: goals });
export type Scoreline = z.infer<typeof scoreline>;

export const predictedSideSchema = z.object({
  team_id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  /** The model's expected goals (before kick-off for a finished match), 2 decimals. */
  expected_goals: z.number().min(0),
  /** win/loss/draw from the actual score once finished, else projected_* from the displayed score. */
  result: matchResultSchema,
});

export const predictedMatchSchema = z.object({
  ...matchFields,
  home: predictedSideSchema,
  away: predictedSideSchema,
  /** The displayed scoreline (chosen for the gameweek, after the upset options), before kick-off when finished. */
  predicted_score: scoreline,
  /** The model's own predicted score: the most likely score within the most likely outcome. */
  model_score: scoreline,
  /** The final score; null before the match is played. */
  actual_score: scoreline.nullable(),
  /**
   * The options whose upset changed the displayed score: turned off alone, the score would differ
   * (smart rounding counts only when it rounded down: plain rounding is no upset).
   */
  changed_by: z.array(upsetOptionSchema),
  /** Both sides' expected goals, 2 decimals. */
  total_expected_goals: z.number().min(0),
  /** Both sides' displayed goals. */
  total_predicted_goals: goals,
});
export type PredictedMatch = z.infer<typeof predictedMatchSchema>;

const hitRates = z.object({
  /** Share of matches whose exact score was shown, 0-1, 3 decimals. */
  exact_score_rate: z.number().min(0).max(1),
  /** Share whose outcome (home win, draw, away win) was shown, 0-1, 3 decimals. */
  outcome_rate: z.number().min(0).max(1),
});

/**
 * Scorelines shown before kick-off against what happened, over the season's finished matches (not
 * the filter): the displayed ones under the configuration in force, and the model's plain one.
 */
export const predictedMeasuredSchema = z.object({
  matches: z.number().int().min(0),
  displayed: hitRates,
  model: hitRates,
});
export type PredictedMeasured = z.infer<typeof predictedMeasuredSchema>;

/** One option as in force: switched on or off and its values (`field` is the configuration's key). */
export const upsetOptionInForceSchema = z.object({
  option: upsetOptionSchema,
  label: z.string(),
  enabled: z.boolean(),
  values: z.array(z.object({ field: z.string(), label: z.string(), value: z.number() })),
  /** Context upsets only: the top teams' ids. */
  top_team_ids: z.array(z.number().int()).optional(),
});
export type UpsetOptionInForce = z.infer<typeof upsetOptionInForceSchema>;

/**
 * Each option as in force, with its values (for the screen's About card). Beside its schema so the
 * server's answer and the screens' test answers are built the same way.
 */
export function optionsInForce(config: UpsetConfig): UpsetOptionInForce[] {
  return UPSET_SWITCHES.map((option) => ({
    option: option.tab,
    label: option.label,
    enabled: config[option.key],
    values: UPSET_NUMBER_FIELDS.filter((f) => f.tab === option.tab).map((f) => ({
      field: f.key,
      label: f.label,
      value: config[f.key],
    })),
    ...(option.tab === 'context' ? { top_team_ids: [...config.topTeamIds] } : {}),
  }));
}

export const predictedScoresResponseSchema = z.object({
  ...projectionEnvelope,
  status: predictedStatusSchema,
  /** The range's matches in gameweek then kick-off order. */
  matches: z.array(predictedMatchSchema),
  options: z.array(upsetOptionInForceSchema),
  measured: predictedMeasuredSchema,
});
export type PredictedScoresResponse = z.infer<typeof predictedScoresResponseSchema>;
