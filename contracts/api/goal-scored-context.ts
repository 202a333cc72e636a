import { z } from 'zod';

/**
 * `GET /api/admin/goal-scored-settings/context`: beside each context multiplier of the goal-scored
 * settings, the rule it is applied by, whether it is applied at all (conditions without a data
 * source are stored and editable but inactive) and what the data says: goals where the condition
 * held relative to the season mean, with a 95% interval, over the match history the model uses.
 */
export const measuredEffectSchema = z.object({
  ratio: z.number(),
  low: z.number(),
  high: z.number(),
  /** Matches (match conditions) or sides (side conditions) measured. */
  sample: z.number().int(),
});

export const contextConditionSchema = z.object({
  /** The settings key, e.g. 'derbyGoalsMultiplier'. */
  key: z.string(),
  /** 'match': both sides' goals; 'side': the goals of the club it holds for. */
  scope: z.enum(['match', 'side']),
  rule: z.string(),
  active: z.boolean(),
  inactive_reason: z.string().nullable(),
  /** Null when inactive, not visible in past matches, the sample is too small or there is no history. */
  measured: measuredEffectSchema.nullable(),
});
export type ContextCondition = z.infer<typeof contextConditionSchema>;

export const goalScoredContextSchema = z.object({
  /** The seasons measured (oldest first) and their matches; empty without match history. */
  measured_seasons: z.array(z.string()),
  measured_matches: z.number().int(),
  conditions: z.array(contextConditionSchema),
});
export type GoalScoredContext = z.infer<typeof goalScoredContextSchema>;
