import type { GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import type { MatchModelResponse } from '@contracts/api/match-model';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { type DataTiers, defaultGoalScoredSettings } from '@engine/tiers';
import type { AdminSettingRow } from '../../db/repositories/settings';
import type { FplSource } from '../../fpl/source';
import { readStoredSettings } from './document';

/** The admin_settings kind holding the goal-scored settings. */
export const GOAL_SCORED_KIND = 'goal-scored';

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
  /** The season's data tiers by club code (adjustRates' tier priors compare the tiers in force with them). */
  dataTiers: DataTiers | null;
  /** Every number at its default, the team lists from the data tiers, and where those come from. */
  defaults: GoalScoredSettings;
  defaultTiers: TiersOrigin;
}

/**
 * The settings in force for the running season (`bootstrap`): the stored document when one applies
 * (document.ts: tiers by club, or by id in the season they were saved in), with its save
 * time and author; else the defaults, team lists from the data tiers.
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
  const common = { dataTiers: dataTiers?.tiers ?? null, defaults, defaultTiers };
  const stored = row && readStoredSettings(row.value, bootstrap, defaults);
  if (!stored) return { ...common, settings: defaults, origin: 'defaults', tiers: defaultTiers };
  return {
    ...common,
    settings: { ...stored.settings, lastUpdated: row.updatedAt.toISOString(), updatedBy: row.updatedBy },
    origin: 'saved',
    tiers: stored.savedTiers ? { source: 'saved' } : defaultTiers,
  };
}

/** Where the tiers come from, in the words of the About Match Odds cards. */
export function describeTiers(origin: TiersOrigin): MatchModelResponse['tiers'] {
  switch (origin.source) {
    case 'model':
      return {
        source: 'data',
        description: `From the match model's strengths at the start of ${origin.season}`,
      };
    case 'saved':
      return { source: 'saved', description: 'Saved by an admin' };
    case 'none':
      return { source: 'none', description: 'Not applied: the match model has no fitted strengths yet' };
  }
}

export interface SettingsReader {
  get(kind: string): Promise<AdminSettingRow | undefined>;
}

export interface GoalScoredSettingsDeps {
  fpl: FplSource;
  settings: SettingsReader;
  /** The season's data tiers; without it (or when it has none) every club's default tier is average. */
  dataTiers?: (bootstrap: BootstrapStatic) => Promise<SeasonDataTiers | null>;
  log?: { warn(message: string): void };
}

/** `GET /api/admin/goal-scored-settings` and the tiers other services read. */
export function createGoalScoredSettingsService(deps: GoalScoredSettingsDeps) {
  const forSeason = async (bootstrap: BootstrapStatic) => {
    const [row, dataTiers] = await Promise.all([
      deps.settings.get(GOAL_SCORED_KIND),
      // Without the match history (unreadable, or a fit that fails) the settings still answer: every club average.
      deps.dataTiers?.(bootstrap).catch((err: unknown) => {
        deps.log?.warn(`default tiers unavailable: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      }) ?? null,
    ]);
    return resolveGoalScoredSettings(row, bootstrap, dataTiers);
  };
  return {
    /** The settings in force for the running season. */
    get: async (): Promise<GoalScoredSettings> =>
      (await forSeason((await deps.fpl.bootstrapStatic()).data)).settings,
    forSeason,
    /** Where the running season's tiers come from (the projections' About card). */
    tiersInUse: async () => describeTiers((await forSeason((await deps.fpl.bootstrapStatic()).data)).tiers),
  };
}
export type GoalScoredSettingsService = ReturnType<typeof createGoalScoredSettingsService>;
