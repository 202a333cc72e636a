import { z } from 'zod';
import {
  LISTED_TIERS,
  TEAM_LIST_KEYS,
  goalScoredSettingsSchema,
  type GoalScoredSettings,
} from '@contracts/api/goal-scored-settings';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import { defaultGoalScoredSettings } from '@engine/tiers/default-settings';
import type { AdminSettingRow } from '../db/repositories/settings';
import type { FplSource } from '../fpl/source';

/** The admin_settings kind holding the goal-scored settings. */
export const GOAL_SCORED_KIND = 'goal-scored';

/**
 * The stored document: the settings plus the season they were saved in. Team lists hold team ids,
 * and ids are reassigned every season, so lists saved in another season are not reused (see
 * resolveGoalScoredSettings). Written by the admin portal's save (a later issue).
 */
export const storedGoalScoredSchema = z.object({ season: z.string().nullable(), settings: z.unknown() });
export type StoredGoalScored = z.infer<typeof storedGoalScoredSchema>;

export interface ResolvedGoalScoredSettings {
  settings: GoalScoredSettings;
  /** 'saved' when a stored document applies to this season, else 'defaults'. */
  origin: 'saved' | 'defaults';
}

/**
 * The settings in force for the running season (`bootstrap`):
 * - nothing stored, or a stored document that does not parse: the defaults for this season's clubs;
 * - stored in this season: the stored settings;
 * - stored in another season: the stored numbers, with the team lists rebuilt from the club-keyed
 *   defaults (the stored ids name other clubs now). Still 'saved': the numbers are the admin's.
 */
export function resolveGoalScoredSettings(
  row: Pick<AdminSettingRow, 'value' | 'updatedAt' | 'updatedBy'> | undefined,
  bootstrap: Pick<BootstrapStatic, 'teams' | 'events'>,
): ResolvedGoalScoredSettings {
  const defaults = defaultGoalScoredSettings(bootstrap.teams);
  const stored = storedGoalScoredSchema.safeParse(row?.value);
  if (!row || !stored.success) return { settings: defaults, origin: 'defaults' };
  const parsed = goalScoredSettingsSchema.safeParse(stored.data.settings);
  if (!parsed.success) return { settings: defaults, origin: 'defaults' };

  const saved: GoalScoredSettings = {
    ...parsed.data,
    lastUpdated: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
  if (stored.data.season === seasonLabel(bootstrap.events)) return { settings: saved, origin: 'saved' };
  const lists = Object.fromEntries(
    LISTED_TIERS.flatMap((tier) => [TEAM_LIST_KEYS.attack[tier], TEAM_LIST_KEYS.defence[tier]]).map((key) => [
      key,
      defaults[key],
    ]),
  );
  return { settings: { ...saved, ...lists }, origin: 'saved' };
}

export interface SettingsReader {
  get(kind: string): Promise<AdminSettingRow | undefined>;
}

/** `GET /api/admin/goal-scored-settings` and the tiers other services read. */
export function createGoalScoredSettingsService(deps: { fpl: FplSource; settings: SettingsReader }) {
  const forSeason = async (bootstrap: BootstrapStatic) =>
    resolveGoalScoredSettings(await deps.settings.get(GOAL_SCORED_KIND), bootstrap);
  return {
    /** The settings in force for the running season. */
    get: async (): Promise<GoalScoredSettings> =>
      (await forSeason((await deps.fpl.bootstrapStatic()).data)).settings,
    forSeason,
  };
}
export type GoalScoredSettingsService = ReturnType<typeof createGoalScoredSettingsService>;
