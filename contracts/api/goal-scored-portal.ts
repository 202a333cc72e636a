import { z } from 'zod';
import { goalScoredSettingsSchema } from './goal-scored-settings';

/**
 * `GET /api/admin/goal-scored-settings/defaults`: what the portal shows beside the settings in force.
 * `defaults` is the settings object (its field names are the product's, camelCase) at every default,
 * with the running season's data tiers as its team lists; `teams` the season's clubs for the tier
 * editors; `backtest` the stored rolling-origin score of the settings in force against the fitted
 * model alone, when it was measured for exactly these settings.
 */
export const portalTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
});
export type PortalTeam = z.infer<typeof portalTeamSchema>;

export const settingsBacktestSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('measured'),
    /** Ranked probability score of the forecasts with these settings applied, and of the fitted model alone. */
    rps_with_settings: z.number(),
    rps_model_alone: z.number(),
    matches: z.number().int(),
    seasons: z.array(z.string()),
    measured_at: z.string(),
  }),
  z.object({ status: z.literal('not_measured') }),
]);
export type SettingsBacktest = z.infer<typeof settingsBacktestSchema>;

export const goalScoredDefaultsSchema = z.object({
  teams: z.array(portalTeamSchema),
  defaults: goalScoredSettingsSchema,
  /** Where the default tiers come from, in words ("From the match model's strengths at the start of 2025-26"). */
  default_tiers: z.string(),
  backtest: settingsBacktestSchema,
});
export type GoalScoredDefaults = z.infer<typeof goalScoredDefaultsSchema>;
