import { z } from 'zod';
import {
  defaultUpsetConfig,
  type UpsetConfig,
  type UpsetConfigResponse,
  upsetConfigSchema,
} from '@contracts/api/upset-config';
import { ERROR_CODES } from '@contracts/errors';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import type { AdminSettingRow } from '../db/repositories/settings';
import type { FplSource } from '../fpl/source';
import { ApiError } from '../http/api-error';
import { NO_TOP_TEAMS, type DefaultTopTeams } from './upset-top-teams';

/** The admin_settings kind holding the upset configuration. */
export const UPSET_CONFIG_KIND = 'upset-config';

/**
 * The stored document. Team ids are reassigned every season, so the top teams are kept as club
 * codes too and mapped to the running season's ids on every read; null codes (after a reset)
 * follow the season's default top teams.
 */
const storedSchema = z.object({
  season: z.string().nullable(),
  config: upsetConfigSchema,
  topTeamCodes: z.array(z.number().int()).nullable(),
});
type StoredUpsetConfig = z.infer<typeof storedSchema>;

/**
 * The configuration in force for the running season (`teams`): the stored one, its top teams
 * mapped by club code (a club no longer in the league drops out); the defaults when nothing is
 * stored or the stored document no longer parses (bounds changed since).
 */
export function resolveUpsetConfig(
  row: Pick<AdminSettingRow, 'value' | 'updatedAt' | 'updatedBy'> | undefined,
  teams: BootstrapStatic['teams'],
  top: DefaultTopTeams,
): UpsetConfigResponse {
  const idByCode = new Map(teams.map((t) => [t.code, t.id]));
  const toIds = (codes: readonly number[]) => codes.flatMap((code) => idByCode.get(code) ?? []);
  const defaults = defaultUpsetConfig(toIds(top.clubs));
  const common = { defaults, defaultTopTeams: top.defaultTopTeams };
  const stored = storedSchema.safeParse(row?.value);
  if (!row || !stored.success) return { ...common, config: defaults, lastUpdated: null, updatedBy: null };
  const { config, topTeamCodes } = stored.data;
  return {
    ...common,
    config: { ...config, topTeamIds: topTeamCodes === null ? defaults.topTeamIds : toIds(topTeamCodes) },
    lastUpdated: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export interface UpsetConfigDeps {
  fpl: FplSource;
  settings: {
    get(kind: string): Promise<AdminSettingRow | undefined>;
    put(kind: string, value: unknown, updatedBy?: string): Promise<AdminSettingRow>;
  };
  /** The running season's default top teams (club codes and where they come from). */
  topTeams: (bootstrap: BootstrapStatic) => Promise<DefaultTopTeams>;
  log?: { warn(message: string): void };
}

/** `GET`, `POST` and reset of `/api/admin/upset-config`, and the configuration Predicted Scores applies. */
export function createUpsetConfigService(deps: UpsetConfigDeps) {
  const load = async () => {
    const bootstrap = (await deps.fpl.bootstrapStatic()).data;
    const [row, top] = await Promise.all([
      deps.settings.get(UPSET_CONFIG_KIND),
      // Without the match history the configuration still answers, with no default top teams.
      deps.topTeams(bootstrap).catch((err: unknown): DefaultTopTeams => {
        deps.log?.warn(`default top teams unavailable: ${err instanceof Error ? err.message : String(err)}`);
        return NO_TOP_TEAMS;
      }),
    ]);
    return { bootstrap, response: resolveUpsetConfig(row, bootstrap.teams, top) };
  };

  const store = async (bootstrap: BootstrapStatic, doc: Omit<StoredUpsetConfig, 'season'>, by: string) => {
    await deps.settings.put(UPSET_CONFIG_KIND, { season: seasonLabel(bootstrap.events), ...doc }, by);
    return (await load()).response;
  };

  return {
    get: async (): Promise<UpsetConfigResponse> => (await load()).response,
    /** The configuration in force: what Predicted Scores applies at each request. */
    current: async (): Promise<UpsetConfig> => (await load()).response.config,
    /** Stores a validated configuration; a top team that is not a club of the running season is refused. */
    save: async (config: UpsetConfig, updatedBy: string): Promise<UpsetConfigResponse> => {
      const { bootstrap } = await load();
      const codeById = new Map(bootstrap.teams.map((t) => [t.id, t.code]));
      const unknown = config.topTeamIds.filter((id) => !codeById.has(id));
      if (unknown.length > 0) {
        throw new ApiError(
          400,
          ERROR_CODES.invalidSetting,
          `topTeamIds must be team ids of the running season (no team has id ${unknown.join(', ')})`,
        );
      }
      const topTeamIds = [...new Set(config.topTeamIds)];
      const topTeamCodes = topTeamIds.flatMap((id) => codeById.get(id) ?? []);
      return store(bootstrap, { config: { ...config, topTeamIds }, topTeamCodes }, updatedBy);
    },
    /** Stores the defaults; the top teams then follow each season's default top teams. */
    reset: async (updatedBy: string): Promise<UpsetConfigResponse> => {
      const { bootstrap, response } = await load();
      return store(bootstrap, { config: response.defaults, topTeamCodes: null }, updatedBy);
    },
  };
}
export type UpsetConfigService = ReturnType<typeof createUpsetConfigService>;
