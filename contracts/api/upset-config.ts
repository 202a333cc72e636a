import { z } from 'zod';

/**
 * The Predicted Scores upset configuration: `GET /api/admin/upset-config` returns it, `POST` sends it
 * whole, `POST /api/admin/upset-config/reset` answers `{ config }` with the defaults.
 *
 * The options change only the scoreline a match displays on Predicted Scores, never its
 * probabilities or the projected standings. Bounds are the admin inputs' bounds, enforced on the
 * server too; `upsetBudgetChance` may reach 0.25 so that its own default is valid.
 */

export const UPSET_TABS = ['overview', 'poisson', 'variance', 'context', 'rounding', 'budget'] as const;
export type UpsetTab = (typeof UPSET_TABS)[number];

/** The five switches, in the order Overview lists them (Option 1 to 5). */
export const UPSET_SWITCHES = [
  { key: 'enablePoissonDistribution', option: 1, label: 'Poisson Distribution', tab: 'poisson' },
  { key: 'enableControlledVariance', option: 2, label: 'Controlled Variance', tab: 'variance' },
  { key: 'enableContextUpsets', option: 3, label: 'Context Upsets', tab: 'context' },
  { key: 'enableSmartRounding', option: 4, label: 'Smart Rounding', tab: 'rounding' },
  { key: 'enableSeasonUpsetBudget', option: 5, label: 'Season Upset Budget', tab: 'budget' },
] as const;
export type UpsetSwitchKey = (typeof UPSET_SWITCHES)[number]['key'];

export interface UpsetNumberField {
  key: string;
  tab: Exclude<UpsetTab, 'overview'>;
  label: string;
  default: number;
  min: number;
  max: number;
  step: number;
}

const n = <K extends string>(
  key: K,
  tab: UpsetNumberField['tab'],
  label: string,
  dflt: number,
  min: number,
  max: number,
  step = 0.01,
) => ({ key, tab, label, default: dflt, min, max, step });

/** Every numeric field with its tab, default and bounds. */
export const UPSET_NUMBER_FIELDS = [
  n('poissonChance', 'poisson', 'Poisson chance', 0.8, 0, 1),
  n('varianceMin', 'variance', 'Variance minimum', 0.8, 0.1, 1),
  n('varianceMax', 'variance', 'Variance maximum', 1.2, 1, 2),
  n('giantKillingBoost', 'context', 'Giant-killing boost', 0.15, 0, 0.5),
  n('pressurePenalty', 'context', 'Pressure penalty', 0.1, 0, 0.3),
  n('pressureChance', 'context', 'Pressure chance', 0.3, 0, 1),
  n('derbyVarianceBoost', 'context', 'Derby variance boost', 0.1, 0, 1),
  n('derbyChance', 'context', 'Derby chance', 0.25, 0, 1),
  n('upsetRoundingChance', 'rounding', 'Upset rounding chance', 0.15, 0, 1),
  n('upsetBudgetChance', 'budget', 'Upset budget chance', 0.25, 0, 0.25),
  n('upsetBudgetMin', 'budget', 'Upset budget minimum', 0.7, 0.1, 1, 0.1),
  n('upsetBudgetMax', 'budget', 'Upset budget maximum', 1.3, 1, 3, 0.1),
] as const satisfies readonly UpsetNumberField[];
export type UpsetNumberKey = (typeof UPSET_NUMBER_FIELDS)[number]['key'];

/** The message of a refused value (missing, not a number, or out of bounds) names the field and its bounds. */
export const boundsMessage = (field: Pick<UpsetNumberField, 'key' | 'min' | 'max'>) =>
  `${field.key} must be between ${field.min} and ${field.max}`;

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

/** Built-in switch defaults: controlled variance and smart rounding on, the rest off. */
export const DEFAULT_UPSET_SWITCHES: Record<UpsetSwitchKey, boolean> = {
  enablePoissonDistribution: false,
  enableControlledVariance: true,
  enableContextUpsets: false,
  enableSmartRounding: true,
  enableSeasonUpsetBudget: false,
};

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
