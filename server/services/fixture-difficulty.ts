import { LAST_GAMEWEEK } from '@contracts/game/season';
import {
  FIRST_SELECTABLE_GAMEWEEK,
  type FdrQuery,
  type FdrResponse,
} from '@contracts/api/fixture-difficulty';
import type { FplEvent } from '@contracts/fpl/index';
import { defaultGameweekRange, TEAM_TABLE_EXTRA_GAMEWEEKS } from '@contracts/game/default-range';
import { buildFdrGrid, SELECTABLE_GAMEWEEKS } from '@engine/fixture-difficulty';
import { tiersFromSettings, type SeasonTiers } from '@engine/tiers';
import type { FplSource } from '../fpl/source';
import { badRequest } from '../http/api-error';
import type { GoalScoredSettingsService } from './goal-settings/settings';

export interface FixtureDifficultyDeps {
  fpl: FplSource;
  settings: Pick<GoalScoredSettingsService, 'forSeason'>;
  log?: { warn(message: string): void };
}

/** The next gameweek to be played and five more, from the first selectable gameweek on. */
export function defaultFdrRange(events: readonly FplEvent[]): FdrResponse['range'] {
  const start = Math.max(FIRST_SELECTABLE_GAMEWEEK, defaultGameweekRange(events, 0).start);
  return { start, end: Math.min(LAST_GAMEWEEK, start + TEAM_TABLE_EXTRA_GAMEWEEKS) };
}

/** The query's range, the default filling what it leaves out; 400 when the end comes first. */
function rangeOf(query: FdrQuery, defaults: FdrResponse['range']): FdrResponse['range'] {
  const start = query.start ?? defaults.start;
  const end = query.end ?? Math.min(LAST_GAMEWEEK, start + TEAM_TABLE_EXTRA_GAMEWEEKS);
  if (end < start) throw badRequest(`end: end must be at or after start (${start})`);
  return { start, end };
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
      const defaultRange = defaultFdrRange(events);
      const range = rangeOf(query, defaultRange);
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
        startGw: range.start,
        endGw: range.end,
        mode: query.mode,
        sort: query.sort,
        tiers: seasonTiers,
      });
      const ids = new Set(events.map((e) => e.id));
      const selectableGameweeks = SELECTABLE_GAMEWEEKS.filter((gw) => ids.has(gw));
      return { selectableGameweeks, range, defaultRange, tiers, tiersSeason, ...grid };
    },
  };
}
export type FixtureDifficultyService = ReturnType<typeof createFixtureDifficultyService>;
