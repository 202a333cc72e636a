import type { FdrQuery, FdrResponse } from '@contracts/api/fixture-difficulty';
import { buildFdrGrid } from '@engine/fixture-difficulty/fdr-grid';
import { SELECTABLE_GAMEWEEKS } from '@engine/fixture-difficulty/gameweeks';
import { tiersFromSettings, type SeasonTiers } from '@engine/tiers/tiers';
import type { FplSource } from '../fpl/source';
import type { GoalScoredSettingsService } from './goal-scored-settings';

export interface FixtureDifficultyDeps {
  fpl: FplSource;
  settings: Pick<GoalScoredSettingsService, 'forSeason'>;
  log?: { warn(message: string): void };
}

/**
 * The Fixture Analyzer grid. The game's base data and fixtures are required (their failure is the
 * screen's error). The tier settings are not: if they cannot be read, every team counts as average
 * (a tier the screen can still show) and the answer says so (`tiers: 'missing'`).
 */
export function createFixtureDifficultyService(deps: FixtureDifficultyDeps) {
  return {
    async grid(query: FdrQuery): Promise<FdrResponse> {
      const [bootstrap, fixtures] = await Promise.all([deps.fpl.bootstrapStatic(), deps.fpl.fixtures()]);
      const { teams, events } = bootstrap.data;
      let tiers: FdrResponse['tiers'] = 'missing';
      let tiersSeason: string | null = null;
      let seasonTiers: SeasonTiers | null = null;
      try {
        const resolved = await deps.settings.forSeason(bootstrap.data);
        seasonTiers = tiersFromSettings(resolved.settings, teams);
        const origin = resolved.tiers;
        tiers = origin.source === 'none' ? 'unavailable' : origin.source;
        if (origin.source === 'model') tiersSeason = origin.season;
      } catch (err) {
        deps.log?.warn(
          `goal-scored settings unreadable, all teams average: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      const grid = buildFdrGrid({
        teams,
        fixtures: fixtures.data,
        events,
        startGw: query.start,
        endGw: query.end,
        mode: query.mode,
        sort: query.sort,
        tiers: seasonTiers,
      });
      const ids = new Set(events.map((e) => e.id));
      const selectableGameweeks = SELECTABLE_GAMEWEEKS.filter((gw) => ids.has(gw));
      return { selectableGameweeks, tiers, tiersSeason, ...grid };
    },
  };
}
export type FixtureDifficultyService = ReturnType<typeof createFixtureDifficultyService>;
