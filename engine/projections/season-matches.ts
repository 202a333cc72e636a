import { teamExpectedAssists } from '../match-model/assists';
import type { MatchForecast } from '../match-model/forecast';

/**
 * A season's fixtures joined with the model's forecast and, once played, the actual score: the one
 * input of every projection screen. Finished is per fixture: a finished match counts with what
 * happened, an upcoming one with the model's expectation.
 */

/** The forecast fields the screens read (the score matrix stays inside the model). */
export type MatchOdds = Omit<MatchForecast, 'scores'>;

export interface SeasonClub {
  id: number;
  name: string;
  shortName: string;
}

export interface SeasonMatch {
  fixtureId: number;
  /** Null while postponed and not rescheduled: counted in season totals, in no gameweek. */
  gameweek: number | null;
  kickoffTime: string | null;
  home: SeasonClub;
  away: SeasonClub;
  odds: MatchOdds;
  /** The final score of a finished match; null before it is played. */
  actual: { home: number; away: number } | null;
  /** Assists the game credited each side in a finished match; null where it lists none. */
  actualAssists: { home: number; away: number } | null;
}

/** A match placed in a gameweek. */
export type ScheduledMatch = SeasonMatch & { gameweek: number };

export type Side = 'home' | 'away';
export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Goals the side scores: actual once finished, else expected. */
export function sideGoals(m: SeasonMatch, side: Side): number {
  if (m.actual) return m.actual[side];
  return side === 'home' ? m.odds.homeGoals : m.odds.awayGoals;
}

/** The side's clean-sheet probability: 1 or 0 once finished. */
export function sideCleanSheet(m: SeasonMatch, side: Side): number {
  if (m.actual) return m.actual[other(side)] === 0 ? 1 : 0;
  return side === 'home' ? m.odds.homeCleanSheet : m.odds.awayCleanSheet;
}

/**
 * Assists the side gets: those the game credited once finished (when it lists them), else its goals
 * times the assists-per-goal rate.
 */
export function sideAssists(m: SeasonMatch, side: Side, assistsPerGoal: number): number {
  if (m.actual && m.actualAssists) return m.actualAssists[side];
  return teamExpectedAssists(sideGoals(m, side), assistsPerGoal);
}

/** Whole hundredths, so that sums of the same values agree exactly whatever their order. */
export const hundredths = (x: number): number => Math.round(x * 100);
export const round1 = (x: number): number => Math.round(x * 10) / 10;
export const round2 = (x: number): number => Math.round(x * 100) / 100;
export const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** Kick-off order, unscheduled last, then fixture id. */
export function byKickoff(a: SeasonMatch, b: SeasonMatch): number {
  const ta = a.kickoffTime ?? '\uffff';
  const tb = b.kickoffTime ?? '\uffff';
  return ta < tb ? -1 : ta > tb ? 1 : a.fixtureId - b.fixtureId;
}

/** The matches of gameweeks start..end (and of `team`, when given), in gameweek then kick-off order. */
export function matchesInRange(
  matches: readonly SeasonMatch[],
  start: number,
  end: number,
  team: number | null,
): ScheduledMatch[] {
  return matches
    .filter(
      (m): m is ScheduledMatch =>
        m.gameweek !== null &&
        m.gameweek >= start &&
        m.gameweek <= end &&
        (team === null || m.home.id === team || m.away.id === team),
    )
    .sort((a, b) => a.gameweek - b.gameweek || byKickoff(a, b));
}
