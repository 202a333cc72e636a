import type { BootstrapStatic } from '@contracts/fpl/index';
import { gameweekToBePlayed } from '@contracts/game/default-range';
import { seasonLabel } from '@contracts/game/schedule';
import { teamsInInjuryCrisis } from '@engine/match-context/injuries';
import type { GoalScoredSettingsService } from '../goal-scored-settings';
import type { FittedModel } from './fitted-model';
import type { OddsContext } from './match-engine';

export interface OddsContextDeps {
  settings: Pick<GoalScoredSettingsService, 'forSeason'>;
  log: { warn(message: string): void };
}

/**
 * What adjusts the fitted rates for this request: the goal-scored settings in force (unreadable
 * settings leave the rates as fitted, and say so in the log), this season's played matches for the
 * context conditions, and the clubs in an injury crisis for the next gameweek. `key` is equal for
 * equal contexts, so odds are computed once per context.
 */
export async function oddsContext(
  deps: OddsContextDeps,
  bootstrap: BootstrapStatic,
  fitted: FittedModel<OddsContext>,
): Promise<{ value: OddsContext; key: string }> {
  const { events, teams, elements } = bootstrap;
  let settings: OddsContext['settings'] = null;
  try {
    settings = (await deps.settings.forSeason(bootstrap)).settings;
  } catch (err) {
    deps.log.warn(
      `goal-scored settings unreadable, projections use the fitted rates: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const code = new Map(teams.map((t) => [t.id, t.code]));
  const crisis = [...teamsInInjuryCrisis(elements)].flatMap((id) => code.get(id) ?? []).sort((a, b) => a - b);
  const label = seasonLabel(events);
  const value: OddsContext = {
    settings,
    season: {
      season: fitted.played.filter((m) => m.season === label),
      clubs: teams.map((t) => t.code),
      lastGameweek: Math.max(...events.map((e) => e.id)),
    },
    injuries: { gameweek: gameweekToBePlayed(events), clubs: new Set(crisis) },
  };
  return { value, key: JSON.stringify([settings, crisis, value.injuries.gameweek]) };
}
