import {
  GOAL_SETTING_FIELDS,
  type GoalScoredSettings,
  type GoalSettingKey,
} from '@contracts/api/goal-scored-settings';
import { tiersByClub } from '@engine/tiers';
import type { GoalScoredDefaults } from '@contracts/api/goal-scored-portal';
import type { AdminSettingRow } from '../../db/repositories/settings';
import type { FplSource } from '../../fpl/source';
import { byClubDocument } from './document';
import { GOAL_SCORED_KIND, describeTiers, type GoalScoredSettingsService } from './settings';
import { validateGoalScoredWrite } from './write';
import { GOAL_SETTINGS_BACKTEST_KIND, backtestFor } from './backtest';

export interface SettingsWriter {
  get(kind: string): Promise<AdminSettingRow | undefined>;
  put(kind: string, value: unknown, updatedBy: string): Promise<AdminSettingRow>;
}

export interface GoalScoredAdminDeps {
  fpl: FplSource;
  settings: SettingsWriter;
  /** Reads back what is in force after a write. */
  read: Pick<GoalScoredSettingsService, 'forSeason'>;
}

const DEFAULT_NUMBERS = Object.fromEntries(GOAL_SETTING_FIELDS.map((f) => [f.key, f.default])) as Record<
  GoalSettingKey,
  number
>;

/**
 * The portal's writes: `PUT /api/admin/goal-scored-settings` (the whole settings object, team ids of
 * the running season) and `POST .../reset`. Tiers are stored by club code so that a new season maps
 * them to its own ids; both answer the settings in force after the write, which the projection
 * endpoints read at their next request.
 */
export function createGoalScoredAdminService(deps: GoalScoredAdminDeps) {
  const inForce = async (): Promise<GoalScoredSettings> =>
    (await deps.read.forSeason((await deps.fpl.bootstrapStatic()).data)).settings;
  return {
    /** `GET .../defaults`: the defaults beside the settings in force, the season's clubs, the backtest. */
    async defaults(): Promise<GoalScoredDefaults> {
      const bootstrap = (await deps.fpl.bootstrapStatic()).data;
      const [resolved, backtest] = await Promise.all([
        deps.read.forSeason(bootstrap),
        deps.settings.get(GOAL_SETTINGS_BACKTEST_KIND),
      ]);
      return {
        teams: [...bootstrap.teams]
          .sort((a, b) => a.id - b.id)
          .map(({ id, name, short_name }) => ({ id, name, short_name })),
        defaults: resolved.defaults,
        default_tiers: describeTiers(resolved.defaultTiers).description,
        backtest: backtestFor(backtest, resolved.settings),
      };
    },
    async save(body: unknown, updatedBy: string): Promise<GoalScoredSettings> {
      const { teams } = (await deps.fpl.bootstrapStatic()).data;
      const { numbers, tiers } = validateGoalScoredWrite(body, teams);
      await deps.settings.put(
        GOAL_SCORED_KIND,
        byClubDocument(numbers, tiersByClub(tiers, teams)),
        updatedBy,
      );
      return inForce();
    },
    /** Every number back to its default and the tiers back to the data tiers (of this and later seasons). */
    async reset(updatedBy: string): Promise<GoalScoredSettings> {
      await deps.settings.put(GOAL_SCORED_KIND, byClubDocument(DEFAULT_NUMBERS, null), updatedBy);
      return inForce();
    },
  };
}
export type GoalScoredAdminService = ReturnType<typeof createGoalScoredAdminService>;
