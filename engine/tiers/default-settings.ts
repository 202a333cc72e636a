import {
  GOAL_SETTING_FIELDS,
  LISTED_TIERS,
  TEAM_LIST_KEYS,
  type GoalScoredSettings,
  type GoalSettingKey,
  type TeamListKey,
} from '@contracts/api/goal-scored-settings';
import type { DataTiers } from './data-tiers';
import { tiersForSeason, type SeasonTeam } from './tiers';

/**
 * The built-in goal-scored settings for a season: every number at its default and the team lists
 * filled from the data tiers (every club average without them) mapped to this season's team ids.
 * Never saved yet, so lastUpdated is null.
 */
export function defaultGoalScoredSettings(
  teams: readonly SeasonTeam[],
  dataTiers: DataTiers | null,
): GoalScoredSettings {
  const numbers = Object.fromEntries(
    GOAL_SETTING_FIELDS.map((field) => [field.key, field.default]),
  ) as Record<GoalSettingKey, number>;
  const tiers = tiersForSeason(teams, dataTiers);
  const lists = Object.fromEntries(
    LISTED_TIERS.flatMap((tier) => [
      [TEAM_LIST_KEYS.attack[tier], tiers.attack[tier]],
      [TEAM_LIST_KEYS.defence[tier], tiers.defence[tier]],
    ]),
  ) as Record<TeamListKey, number[]>;
  return { ...numbers, ...lists, lastUpdated: null, updatedBy: 'admin' };
}
