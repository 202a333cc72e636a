import {
  GOAL_SETTING_FIELDS,
  LISTED_TIERS,
  TEAM_LIST_KEYS,
  type GoalSettingField,
  type GoalSettingKey,
  type ListedTier,
} from '@contracts/api/goal-scored-settings';
import { ERROR_CODES } from '@contracts/errors';
import type { TierSide, SeasonTeam, SeasonTiers, TierLists } from '@engine/tiers';
import { ApiError } from '../../http/api-error';

const invalid = (message: string) => new ApiError(400, ERROR_CODES.invalidSetting, message);

/** A number within the field's input bounds (a multiplier without published bounds must be positive). */
function settingNumber(field: GoalSettingField, value: unknown): number {
  const ok =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (field.min === null ? value > 0 : value >= field.min) &&
    (field.max === null || value <= field.max);
  if (ok) return value;
  throw invalid(
    field.min === null || field.max === null
      ? `${field.key} must be a positive number`
      : `${field.key} must be between ${field.min} and ${field.max}`,
  );
}

/** A team list as the API sends it: an array of team ids (or the same as JSON text). */
function teamList(key: string, value: unknown): number[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = null;
    }
  }
  if (Array.isArray(list) && list.every((id) => Number.isInteger(id))) return list as number[];
  throw invalid(`${key} must be a list of team ids`);
}

export interface ValidatedWrite {
  numbers: Record<GoalSettingKey, number>;
  tiers: SeasonTiers;
}

/**
 * A `PUT /api/admin/goal-scored-settings` body checked against the input bounds of every field and
 * the running season's teams: each listed team id must be a team of the season, and a team may be
 * in one tier per side only (a team in no list is average). Throws a 400 `invalid_setting` naming
 * the first bad field; nothing is stored then.
 */
export function validateGoalScoredWrite(body: unknown, teams: readonly SeasonTeam[]): ValidatedWrite {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('The request body must be the settings object');
  const given = body as Record<string, unknown>;
  const numbers = Object.fromEntries(
    GOAL_SETTING_FIELDS.map((field) => [field.key, settingNumber(field, given[field.key])]),
  ) as Record<GoalSettingKey, number>;
  const names = new Map(teams.map((t) => [t.id, t.short_name]));
  const side = (name: TierSide): TierLists => {
    const tierOf = new Map<number, ListedTier>();
    const lists: TierLists = { elite: [], strong: [], average: [], weak: [], promoted: [] };
    for (const tier of LISTED_TIERS) {
      const key = TEAM_LIST_KEYS[name][tier];
      for (const id of teamList(key, given[key])) {
        if (!names.has(id)) throw invalid(`${key}: team ${id} is not a team of the running season`);
        const earlier = tierOf.get(id);
        if (earlier !== undefined && earlier !== tier)
          throw invalid(`Team ${id} (${names.get(id)}) is in two ${name} tiers: ${earlier} and ${tier}`);
        if (earlier === undefined) lists[tier].push(id);
        tierOf.set(id, tier);
      }
    }
    lists.average = teams.map((t) => t.id).filter((id) => !tierOf.has(id));
    for (const tier of LISTED_TIERS) lists[tier].sort((a, b) => a - b);
    lists.average.sort((a, b) => a - b);
    return lists;
  };
  return { numbers, tiers: { attack: side('attack'), defence: side('defence') } };
}
