import { z } from 'zod';
import {
  GOAL_SETTING_FIELDS,
  LISTED_TIERS,
  TEAM_TIERS,
  teamListKey,
  type GoalSettingField,
  type GoalSettingKey,
  type TeamListKey,
} from './goal-scored-fields';

export * from './goal-scored-fields';

/** The schema of the goal-scored settings (`GET /api/admin/goal-scored-settings`; `PUT` sends it whole). */
export const teamTierSchema = z.enum(TEAM_TIERS);

/** Numbers from the portal or the database: a missing, zero or non-numeric value falls back to the
 * default; a value outside the bounds is rejected. */
function settingNumber(field: GoalSettingField) {
  // Multipliers without published bounds must still be positive.
  let number = field.min === null ? z.number().positive() : z.number().min(field.min);
  if (field.max !== null) number = number.max(field.max);
  return z.preprocess((value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) && n !== 0 ? n : field.default;
  }, number);
}

/** A list of team ids as an array or as JSON text; a list that fails to parse is empty, as is one holding anything but positive integers. */
export const teamIdListSchema = z.preprocess((value) => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const valid = Array.isArray(list) && list.every((id) => Number.isInteger(id) && id > 0);
  return valid ? list : [];
}, z.array(z.number().int()));

const numberShape = Object.fromEntries(
  GOAL_SETTING_FIELDS.map((field) => [field.key, settingNumber(field)]),
) as Record<GoalSettingKey, ReturnType<typeof settingNumber>>;
const listShape = Object.fromEntries(
  LISTED_TIERS.flatMap((t) => [teamListKey(t, 'Attack'), teamListKey(t, 'Defense')]).map((key) => [
    key,
    teamIdListSchema,
  ]),
) as Record<TeamListKey, typeof teamIdListSchema>;

export const goalScoredSettingsSchema = z.object({
  ...numberShape,
  ...listShape,
  /** ISO-8601 time of the last save; null while the defaults have never been saved. */
  lastUpdated: z.string().nullable().default(null),
  updatedBy: z.string().min(1).default('admin'),
});
export type GoalScoredSettings = z.infer<typeof goalScoredSettingsSchema>;
