import { z } from 'zod';
import {
  boundsMessage,
  DEFAULT_UPSET_SWITCHES,
  UPSET_NUMBER_FIELDS,
  UPSET_SWITCHES,
  type UpsetNumberKey,
  type UpsetSwitchKey,
} from './upset-fields';

export * from './upset-fields';

/**
 * The Predicted Scores upset configuration: `GET /api/admin/upset-config` returns it, `POST` sends it
 * whole, `POST /api/admin/upset-config/reset` answers `{ config }` with the defaults.
 *
 * The options change only the scoreline a match displays on Predicted Scores, never its
 * probabilities or the projected standings. Bounds are the admin inputs' bounds, enforced on the
 * server too; `upsetBudgetChance` may reach 0.25 so that its own default is valid.
 */

const numberShape = Object.fromEntries(
  UPSET_NUMBER_FIELDS.map((field) => {
    const error = boundsMessage(field);
    return [field.key, z.number({ error }).min(field.min, { error }).max(field.max, { error })];
  }),
) as Record<UpsetNumberKey, z.ZodNumber>;
const switchShape = Object.fromEntries(
  UPSET_SWITCHES.map((s) => [s.key, z.boolean({ error: `${s.key} must be true or false` })]),
) as Record<UpsetSwitchKey, z.ZodBoolean>;

/** A list of team ids; entered on screen as comma-separated text (non-numeric entries dropped). */
const teamIdsError = 'topTeamIds must be a list of team ids';
export const topTeamIdsSchema = z
  .array(z.number({ error: teamIdsError }).int({ error: teamIdsError }).positive({ error: teamIdsError }), {
    error: teamIdsError,
  })
  .max(20, { error: 'topTeamIds may list at most 20 teams' });

/** The configuration a write sends: every field required, each within its bounds. */
export const upsetConfigSchema = z.object({
  ...switchShape,
  ...numberShape,
  topTeamIds: topTeamIdsSchema,
});
export type UpsetConfig = z.infer<typeof upsetConfigSchema>;

/**
 * The built-in defaults, given the season's default top teams. Team ids change every season, so
 * the server supplies them from data (the strongest clubs by the match model) rather than a
 * literal list.
 */
export function defaultUpsetConfig(topTeamIds: readonly number[]): UpsetConfig {
  const numbers = Object.fromEntries(UPSET_NUMBER_FIELDS.map((f) => [f.key, f.default])) as Record<
    UpsetNumberKey,
    number
  >;
  return { ...DEFAULT_UPSET_SWITCHES, ...numbers, topTeamIds: [...topTeamIds] };
}

/**
 * `GET /api/admin/upset-config`: the configuration in force, the defaults, and the last save. Field
 * names are the configuration's own (camelCase, like the goal-scored settings), not snake_case.
 */
export const upsetConfigResponseSchema = z.object({
  config: upsetConfigSchema,
  defaults: upsetConfigSchema,
  /** ISO-8601 time of the last save; null while the defaults have never been saved. */
  lastUpdated: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /**
   * Where the default top teams come from: the match model's strengths at the running season's
   * start, the most points last season (no fit possible), or nowhere (an empty list).
   */
  defaultTopTeams: z.object({ source: z.enum(['model', 'points', 'none']), description: z.string() }),
});
export type UpsetConfigResponse = z.infer<typeof upsetConfigResponseSchema>;
