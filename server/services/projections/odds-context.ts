import type { BootstrapStatic } from '@contracts/fpl/index';
import { gameweekToBePlayed } from '@contracts/game/default-range';
import { seasonLabel } from '@contracts/game/schedule';
import { type ClubTiers, clubTiers, teamsInInjuryCrisis } from '@engine/match-context';
import type { PlayedMatch } from '@engine/match-model';
import { type DataTiers, tiersFromSettings } from '@engine/tiers';
import type { GoalScoredSettingsService } from '../goal-settings/settings';
import type { FittedModel } from './fitted-model';
import type { OddsContext } from './match-engine';

export interface OddsContextDeps {
  settings: Pick<GoalScoredSettingsService, 'forSeason'>;
  log: { warn(message: string): void };
}

/** Per base data copy (the source hands out the same object while it is cached): read at every request. */
const crisisByBootstrap = new WeakMap<BootstrapStatic, number[]>();

/** The codes of the clubs in an injury crisis for the next gameweek, in order. */
function crisisClubs(bootstrap: BootstrapStatic): number[] {
  let crisis = crisisByBootstrap.get(bootstrap);
  if (!crisis) {
    const code = new Map(bootstrap.teams.map((t) => [t.id, t.code]));
    crisis = [...teamsInInjuryCrisis(bootstrap.elements)]
      .flatMap((id) => code.get(id) ?? [])
      .sort((a, b) => a - b);
    crisisByBootstrap.set(bootstrap, crisis);
  }
  return crisis;
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
  const { events, teams } = bootstrap;
  let settings: OddsContext['settings'] = null;
  let dataTiers: DataTiers | null = null;
  try {
    ({ settings, dataTiers } = await deps.settings.forSeason(bootstrap));
  } catch (err) {
    deps.log.warn(
      `goal-scored settings unreadable, projections use the fitted rates: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const crisis = crisisClubs(bootstrap);
  const label = seasonLabel(events);
  const season = fitted.played.filter((m) => m.season === label);
  const value: OddsContext = {
    settings,
    season: {
      season,
      clubs: teams.map((t) => t.code),
      lastGameweek: Math.max(...events.map((e) => e.id)),
    },
    injuries: { gameweek: gameweekToBePlayed(events), clubs: new Set(crisis) },
    tiers: settings ? tierPriors(teams, settings, dataTiers, season) : new Map(),
  };
  const tierKey = dataTiers && [[...dataTiers.attack], [...dataTiers.defence]];
  return { value, key: JSON.stringify([settings, crisis, value.injuries.gameweek, tierKey]) };
}

/**
 * Each club's tier prior: the tiers in force (an admin's lists, else the data tiers), the data
 * tiers they are compared with, and a weight that falls with the club's matches this season.
 */
function tierPriors(
  teams: BootstrapStatic['teams'],
  settings: NonNullable<OddsContext['settings']>,
  dataTiers: DataTiers | null,
  season: readonly PlayedMatch[],
): Map<number, ClubTiers> {
  const inForce = tiersFromSettings(settings, teams);
  const played = new Map<number, number>();
  for (const m of season)
    for (const club of [m.homeClub, m.awayClub]) played.set(club, (played.get(club) ?? 0) + 1);
  return new Map(
    teams.map((t) => [t.code, clubTiers(t, inForce, dataTiers, played.get(t.code) ?? 0)] as const),
  );
}
