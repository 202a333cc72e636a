import {
  GOAL_SETTING_FIELDS,
  LISTED_TIERS,
  TEAM_LIST_KEYS,
  type GoalSettingField,
  type GoalSettingKey,
  type TeamTier,
} from '@contracts/api/goal-scored-fields';
import type { GoalScoredSettings } from '@contracts/api/goal-scored-settings';

export type Side = 'attack' | 'defence';

/** A value differing from its default by more than this is Modified. */
const MODIFIED_THRESHOLD = 0.01;

export const isModified = (value: number, dflt: number) => Math.abs(value - dflt) > MODIFIED_THRESHOLD;

/** A team's tier on one side: the list it is in, else average. */
export function tierOf(settings: GoalScoredSettings, side: Side, teamId: number): TeamTier {
  return LISTED_TIERS.find((tier) => settings[TEAM_LIST_KEYS[side][tier]].includes(teamId)) ?? 'average';
}

/** Moves a team to a tier: out of every other list of that side (a team is in exactly one tier). */
export function withTier(
  settings: GoalScoredSettings,
  side: Side,
  teamId: number,
  tier: TeamTier,
): GoalScoredSettings {
  const next = { ...settings };
  for (const listed of LISTED_TIERS) {
    const key = TEAM_LIST_KEYS[side][listed];
    const without = next[key].filter((id) => id !== teamId);
    next[key] = listed === tier ? [...without, teamId].sort((a, b) => a - b) : without;
  }
  return next;
}

/** The settings with `keys` (numbers) set back to the defaults' values. */
export function withDefaults(
  settings: GoalScoredSettings,
  defaults: GoalScoredSettings,
  keys: readonly GoalSettingKey[],
): GoalScoredSettings {
  return { ...settings, ...Object.fromEntries(keys.map((key) => [key, defaults[key]])) };
}

/** The settings with one side's team lists back to the default tiers. */
export function withDefaultTiers(
  settings: GoalScoredSettings,
  defaults: GoalScoredSettings,
  side: Side,
): GoalScoredSettings {
  const keys = LISTED_TIERS.map((tier) => TEAM_LIST_KEYS[side][tier]);
  return { ...settings, ...Object.fromEntries(keys.map((key) => [key, defaults[key]])) };
}

export const fieldsOf = (group: GoalSettingField['group']) =>
  GOAL_SETTING_FIELDS.filter((f) => f.group === group);

/**
 * What the New Value box holds, as the portal reads it: text that is not a number counts as 0, and
 * an empty or zero value falls back to the default. Null when outside the field's bounds.
 */
export function readNewValue(text: string, field: GoalSettingField): number | null {
  const parsed = Number(text);
  const number = text.trim() === '' || !Number.isFinite(parsed) ? 0 : parsed;
  const value = number === 0 ? field.default : number;
  if (field.min !== null && value < field.min) return null;
  if (field.max !== null && value > field.max) return null;
  return value > 0 || field.min !== null ? value : null;
}
