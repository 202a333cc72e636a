/**
 * The fields of the Predicted Scores upset configuration (no zod: the admin screen reads them without
 * loading the validators; `upset-config.ts` holds the schema and the endpoint's contract).
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

/** Built-in switch defaults: controlled variance and smart rounding on, the rest off. */
export const DEFAULT_UPSET_SWITCHES: Record<UpsetSwitchKey, boolean> = {
  enablePoissonDistribution: false,
  enableControlledVariance: true,
  enableContextUpsets: false,
  enableSmartRounding: true,
  enableSeasonUpsetBudget: false,
};

/**
 * Every switch off: the match model's own likeliest scorelines, untouched (the scoreline backtest's
 * baseline beside the options).
 */
export const UPSET_SWITCHES_OFF = Object.fromEntries(UPSET_SWITCHES.map((s) => [s.key, false])) as Record<
  UpsetSwitchKey,
  boolean
>;
