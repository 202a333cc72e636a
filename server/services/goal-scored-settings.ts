import { z } from 'zod';
import {
  LISTED_TIERS,
  TEAM_LIST_KEYS,
  goalScoredSettingsSchema,
  type GoalScoredSettings,
} from '@contracts/api/goal-scored-settings';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import type { DataTiers } from '@engine/tiers/data-tiers';
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

/** The default tiers of a season: binned from the match model's strengths at its start. */
export interface SeasonDataTiers {
  season: string;
  tiers: DataTiers;
}

/**
 * Where the team lists in force come from: saved by an admin this season, the match model's
 * strengths at the start of `season`, or nowhere (no fitted strengths: every club average).
 */
export type TiersOrigin = { source: 'saved' } | { source: 'model'; season: string } | { source: 'none' };

export interface ResolvedGoalScoredSettings {
  settings: GoalScoredSettings;
  /** 'saved' when a stored document applies to this season, else 'defaults'. */
  origin: 'saved' | 'defaults';
  tiers: TiersOrigin;
}

/**
 * The settings in force for the running season (`bootstrap`):
 * - nothing stored, or a stored document that does not parse: the defaults, team lists from the
 *   data tiers;
 * - stored in this season: the stored settings;
 * - stored in another season: the stored numbers, with the team lists from the data tiers (the
 *   stored ids name other clubs now). Still 'saved': the numbers are the admin's.
 */
export function resolveGoalScoredSettings(
  row: Pick<AdminSettingRow, 'value' | 'updatedAt' | 'updatedBy'> | undefined,
  bootstrap: Pick<BootstrapStatic, 'teams' | 'events'>,
  dataTiers: SeasonDataTiers | null,
): ResolvedGoalScoredSettings {
  const defaults = defaultGoalScoredSettings(bootstrap.teams, dataTiers?.tiers ?? null);
  const defaultTiers: TiersOrigin = dataTiers
    ? { source: 'model', season: dataTiers.season }
    : { source: 'none' };
  const stored = storedGoalScoredSchema.safeParse(row?.value);
  if (!row || !stored.success) return { settings: defaults, origin: 'defaults', tiers: defaultTiers };
  const parsed = goalScoredSettingsSchema.safeParse(stored.data.settings);
  if (!parsed.success) return { settings: defaults, origin: 'defaults', tiers: defaultTiers };

  const saved: GoalScoredSettings = {
    ...parsed.data,
    lastUpdated: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
  if (stored.data.season === seasonLabel(bootstrap.events)) {
    return { settings: saved, origin: 'saved', tiers: { source: 'saved' } };
  }
  const lists = Object.fromEntries(
    LISTED_TIERS.flatMap((tier) => [TEAM_LIST_KEYS.attack[tier], TEAM_LIST_KEYS.defence[tier]]).map((key) => [
      key,
      defaults[key],
    ]),
  );
  return { settings: { ...saved, ...lists }, origin: 'saved', tiers: defaultTiers };
}

export interface SettingsReader {
  get(kind: string): Promise<AdminSettingRow | undefined>;
}

export interface GoalScoredSettingsDeps {
  fpl: FplSource;
  settings: SettingsReader;
  /** The season's data tiers; without it (or when it has none) every club's default tier is average. */
  dataTiers?: (bootstrap: BootstrapStatic) => Promise<SeasonDataTiers | null>;
}

/** `GET /api/admin/goal-scored-settings` and the tiers other services read. */
export function createGoalScoredSettingsService(deps: GoalScoredSettingsDeps) {
  const forSeason = async (bootstrap: BootstrapStatic) => {
    const [row, dataTiers] = await Promise.all([
      deps.settings.get(GOAL_SCORED_KIND),
      deps.dataTiers?.(bootstrap) ?? null,
    ]);
    return resolveGoalScoredSettings(row, bootstrap, dataTiers);
  };
  return {
    /** The settings in force for the running season. */
    get: async (): Promise<GoalScoredSettings> =>
      (await forSeason((await deps.fpl.bootstrapStatic()).data)).settings,
    forSeason,
  };
}
export type GoalScoredSettingsService = ReturnType<typeof createGoalScoredSettingsService>;
