import type { goalScoredContextSchema } from '@contracts/api/goal-scored-context';
import type { goalScoredDefaultsSchema } from '@contracts/api/goal-scored-portal';
import type { goalScoredSettingsSchema, GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import { apiRequest } from './http';
import { readQuery, type Parsed } from './read';

export const GOAL_SETTINGS_KEY = ['/api/admin/goal-scored-settings'] as const;
export const GOAL_SETTINGS_DEFAULTS_KEY = ['/api/admin/goal-scored-settings/defaults'] as const;

/** `GET /api/admin/goal-scored-settings`: the settings in force. Never cached: an admin edits them. */
export const goalSettingsQuery = () =>
  readQuery<typeof goalScoredSettingsSchema>(GOAL_SETTINGS_KEY, { staleTime: 0 });

/** `GET .../defaults`: the defaults, the season's clubs and the settings backtest. */
export const goalSettingsDefaultsQuery = () =>
  readQuery<typeof goalScoredDefaultsSchema>(GOAL_SETTINGS_DEFAULTS_KEY, { staleTime: 0 });

/** `GET .../context`: each context rule, whether it is applied and its measured effect. */
export const goalSettingsContextQuery = () =>
  readQuery<typeof goalScoredContextSchema>(['/api/admin/goal-scored-settings/context']);

/** `PUT /api/admin/goal-scored-settings`: the settings in force after the save. */
export async function saveGoalSettings(settings: GoalScoredSettings): Promise<GoalScoredSettings> {
  return (await apiRequest('PUT', GOAL_SETTINGS_KEY[0], settings)) as Parsed<typeof goalScoredSettingsSchema>;
}

/** `POST /api/admin/goal-scored-settings/reset`: every setting back to its default. */
export async function resetGoalSettings(): Promise<GoalScoredSettings> {
  return (await apiRequest('POST', `${GOAL_SETTINGS_KEY[0]}/reset`)) as Parsed<
    typeof goalScoredSettingsSchema
  >;
}
