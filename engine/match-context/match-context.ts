import type { PlayedMatch } from '../match-model/played-match';
import { isEarlyKickoff, isLateKickoff, isMidweek, isSeasonFinale } from './calendar';
import { formOf, isAfterBreak, isCongested, seeksRevenge } from './club-history';
import type { ContextKey } from './conditions';
import { isDerby, travelKm } from './facts';
import { leagueTable, standings } from './table';

/** A condition that holds, and whether its multiplier multiplies (1) or divides (-1: poor form). */
export interface ContextEffect {
  key: ContextKey;
  exponent: 1 | -1;
}

/** The conditions that hold for one match: on both sides' goals, on the home side's, on the away side's. */
export interface MatchContext {
  match: ContextEffect[];
  home: ContextEffect[];
  away: ContextEffect[];
}

export const NO_CONTEXT: MatchContext = { match: [], home: [], away: [] };

export type FixtureToContext = Pick<PlayedMatch, 'gameweek' | 'kickoffMs' | 'homeClub' | 'awayClub'>;

export interface ContextInput {
  /** The season's played matches; only those before the kick-off are used. */
  season: readonly Pick<PlayedMatch, 'kickoffMs' | 'homeClub' | 'awayClub' | 'homeGoals' | 'awayGoals'>[];
  /** The season's club codes (for the table). */
  clubs: readonly number[];
  /** Club codes in an injury crisis, known for the next gameweek only (empty otherwise). */
  injuryCrisis?: ReadonlySet<number>;
  lastGameweek?: number;
}

/** Away sides travelling further than this are tired. */
export const TRAVEL_KM = 300;

const effect = (key: ContextKey, exponent: 1 | -1 = 1): ContextEffect => ({ key, exponent });

/** Every data-derived condition of a fixture, from the facts tables and the matches played before it. */
export function matchContext(fixture: FixtureToContext, input: ContextInput): MatchContext {
  const { kickoffMs, homeClub, awayClub } = fixture;
  const table = standings(leagueTable(input.season, input.clubs, kickoffMs));
  const home = table.get(homeClub);
  const away = table.get(awayClub);
  const match: ContextEffect[] = [];
  const add = (key: ContextKey, holds: boolean) => holds && match.push(effect(key));
  add('derbyGoalsMultiplier', isDerby(homeClub, awayClub));
  add('topSixGoalsMultiplier', !!home && !!away && home.position <= 6 && away.position <= 6);
  add('relegationBattleGoalsMultiplier', !!home?.relegationThreatened && !!away?.relegationThreatened);
  add('earlyKickoffGoalsMultiplier', isEarlyKickoff(kickoffMs));
  add('lateKickoffGoalsMultiplier', isLateKickoff(kickoffMs));
  add('midweekFixtureGoalsMultiplier', isMidweek(kickoffMs));
  add('seasonFinaleGoalsMultiplier', isSeasonFinale(fixture.gameweek, input.lastGameweek));
  add('fixtureCongestionMultiplier', isCongested(input.season, homeClub, awayClub, kickoffMs));

  const side = (club: number, opponent: number, atHome: boolean): ContextEffect[] => {
    const effects: ContextEffect[] = [];
    const standing = table.get(club);
    if (isAfterBreak(input.season, club, kickoffMs)) effects.push(effect('postInternationalBreakMultiplier'));
    if (!atHome && (travelKm(opponent, club) ?? 0) > TRAVEL_KM)
      effects.push(effect('travelDistanceFatigueMultiplier'));
    const form = formOf(input.season, club, kickoffMs);
    if (form) effects.push(effect('teamFormMultiplier', form === 'good' ? 1 : -1));
    if (input.injuryCrisis?.has(club)) effects.push(effect('injuryCrisisMultiplier'));
    if (standing && standing.position >= 4 && standing.position <= 7) {
      effects.push(effect('europeanQualificationPushMultiplier'));
    }
    if (standing?.nothingToPlayFor) effects.push(effect('nothingToPlayForMultiplier'));
    if (seeksRevenge(input.season, club, opponent, atHome, kickoffMs))
      effects.push(effect('revengeFactorMultiplier'));
    return effects;
  };
  return { match, home: side(homeClub, awayClub, true), away: side(awayClub, homeClub, false) };
}
