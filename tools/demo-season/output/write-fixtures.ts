import { COUNTING_STATS, type CountingStat } from '@contracts/game/match-stats';
import type { Fixture } from '../calendar/fixtures';
import { isoZ } from './format';
import type { MatchResult, PlayerMatch } from '../matches/match-types';

/** Per-match stats a fixture does not list: its time and the results of a whole side's defence. */
const UNLISTED: readonly CountingStat[] = ['minutes', 'clean_sheets', 'goals_conceded'];

/**
 * Stat lists of a finished fixture in upstream order (the game's per-match order, less `UNLISTED`);
 * defensive contributions from 2025-26 on.
 */
const STATS: readonly (keyof PlayerMatch)[] = COUNTING_STATS.filter((s) => !UNLISTED.includes(s));

export interface FixtureStat {
  identifier: string;
  a: { value: number; element: number }[];
  h: { value: number; element: number }[];
}

/**
 * The `stats` of a finished fixture: for each identifier the players with a non-zero value on
 * each side (BPS lists everyone who played, negative values included), highest value first.
 */
export function fixtureStats(r: MatchResult, withDefensiveContribution: boolean): FixtureStat[] {
  const identifiers = withDefensiveContribution ? [...STATS, 'defensive_contribution' as const] : STATS;
  return identifiers.map((identifier) => {
    const side = (team: number) =>
      r.rows
        .filter(
          (row) =>
            row.team === team && (identifier === 'bps' ? row.minutes > 0 : (row[identifier] as number) !== 0),
        )
        .map((row) => ({ value: row[identifier] as number, element: row.element }))
        .sort((x, y) => y.value - x.value || x.element - y.element);
    return { identifier, a: side(r.away), h: side(r.home) };
  });
}

/** One fixture as the official `fixtures/` list has it; unfinished ones have no score or stats. */
export function fixtureJson(f: Fixture, result: MatchResult | undefined, withDefensiveContribution: boolean) {
  const done = result !== undefined;
  return {
    code: f.code,
    event: f.event,
    finished: done,
    finished_provisional: done,
    id: f.id,
    kickoff_time: isoZ(f.kickoff),
    minutes: done ? 90 : 0,
    provisional_start_time: false,
    started: done,
    team_a: f.away,
    team_a_score: result ? result.awayGoals : null,
    team_h: f.home,
    team_h_score: result ? result.homeGoals : null,
    stats: result ? fixtureStats(result, withDefensiveContribution) : [],
    team_h_difficulty: f.homeDifficulty,
    team_a_difficulty: f.awayDifficulty,
    pulse_id: f.pulseId,
  };
}

/** Upstream serves fixtures in kickoff order. */
export function fixturesJson(
  fixtures: readonly Fixture[],
  results: Map<number, MatchResult>,
  withDefensiveContribution: boolean,
) {
  return fixtures
    .slice()
    .sort((a, b) => a.kickoff - b.kickoff || a.id - b.id)
    .map((f) => fixtureJson(f, results.get(f.id), withDefensiveContribution));
}
