import type { UpsetConfigResponse } from '@contracts/api/upset-config';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { mostPointsClubs, strongestClubs } from '@engine/tiers';
import { oncePerSeason, seasonStart, type SeasonStartFitDeps } from './season-start-fit';

/** How many clubs the default top teams hold (the league's "big six"). */
export const TOP_TEAM_COUNT = 6;

export interface DefaultTopTeams extends Pick<UpsetConfigResponse, 'defaultTopTeams'> {
  /** Club codes, strongest first. */
  clubs: number[];
}

export const NO_TOP_TEAMS: DefaultTopTeams = {
  clubs: [],
  defaultTopTeams: { source: 'none', description: 'None: no past season is stored to rank the clubs by' },
};

/**
 * The running season's default top teams: the six strongest clubs by the match model fitted before
 * its first deadline; when that fit fails, the six with the most points last season; with no
 * previous season stored, none. Computed once per season.
 */
export function createDefaultTopTeams(
  deps: SeasonStartFitDeps & { log?: { warn(message: string): void } },
): (bootstrap: BootstrapStatic) => Promise<DefaultTopTeams> {
  const bySeason = oncePerSeason(async (season, bootstrap): Promise<DefaultTopTeams | null> => {
    const start = await seasonStart(deps, season, bootstrap);
    if (!start) return null;
    try {
      return {
        clubs: strongestClubs(start.clubs, start.newToLeague, await start.strengths(), TOP_TEAM_COUNT),
        defaultTopTeams: {
          source: 'model',
          description: `The six strongest clubs by the match model at the start of ${season}`,
        },
      };
    } catch (err) {
      deps.log?.warn(`top teams: no match model fit (${err instanceof Error ? err.message : String(err)})`);
      const clubs = mostPointsClubs(start.matches, start.previousSeason, start.clubs, TOP_TEAM_COUNT);
      return {
        clubs,
        defaultTopTeams: {
          source: 'points',
          description: `The six clubs with the most points in ${start.previousSeason} (the match model could not be fitted)`,
        },
      };
    }
  });
  return async (bootstrap) => (await bySeason(bootstrap)) ?? NO_TOP_TEAMS;
}
