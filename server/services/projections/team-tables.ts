import type { AllTeamsTotals, GameweekCell, TeamCsRow, TeamTotalsRow } from '@contracts/api/team-projections';
import type { RangeFilter } from './match-rows';
import {
  byKickoff,
  hundredths,
  other,
  round1,
  round2,
  sideAssists,
  sideCleanSheet,
  sideGoals,
  type SeasonClub,
  type SeasonMatch,
  type Side,
} from '@engine/projections';

/**
 * The team tables: a row per club, a cell per gameweek of the range. Each match's value is taken in
 * whole hundredths once, so a goal one club scores is exactly the goal its opponent concedes and the
 * league's totals of goals scored and conceded agree to the last digit over any range.
 */

/** A club's value in one match it plays on `side`. */
export type Measure = (m: SeasonMatch, side: Side) => number;

export const goalsScored: Measure = sideGoals;
export const goalsConceded: Measure = (m, side) => sideGoals(m, other(side));
export const assists =
  (assistsPerGoal: number): Measure =>
  (m, side) =>
    sideAssists(m, side, assistsPerGoal);
/** In percent, as the clean-sheet table shows it. */
export const cleanSheetPercent: Measure = (m, side) => 100 * sideCleanSheet(m, side);

interface Played {
  match: SeasonMatch;
  side: Side;
  /** The measure in whole hundredths. */
  value: number;
}

interface ClubLine {
  club: SeasonClub;
  cells: { gameweek: number; played: Played[] }[];
  period: Played[];
  season: Played[];
}

const sum = (played: readonly Played[]) => played.reduce((s, p) => s + p.value, 0);
const gameweeksOf = (f: RangeFilter) => Array.from({ length: f.end - f.start + 1 }, (_, i) => f.start + i);

function clubLine(club: SeasonClub, matches: readonly SeasonMatch[], f: RangeFilter, measure: Measure) {
  const season: Played[] = matches
    .filter((m) => m.home.id === club.id || m.away.id === club.id)
    .sort(byKickoff)
    .map((match) => {
      const side: Side = match.home.id === club.id ? 'home' : 'away';
      return { match, side, value: hundredths(measure(match, side)) };
    });
  const cells = gameweeksOf(f).map((gameweek) => ({
    gameweek,
    played: season.filter((p) => p.match.gameweek === gameweek),
  }));
  return { club, cells, period: cells.flatMap((c) => c.played), season } satisfies ClubLine;
}

function clubLines(
  clubs: readonly SeasonClub[],
  matches: readonly SeasonMatch[],
  f: RangeFilter,
  m: Measure,
) {
  return clubs.map((club) => clubLine(club, matches, f, m));
}

/** A cell: goals and assists add up over a double gameweek, percentages average. */
function cell(gameweek: number, played: readonly Played[], mean: boolean): GameweekCell {
  const total = sum(played);
  const value = played.length === 0 ? null : mean ? round1(total / 100 / played.length) : total / 100;
  return {
    gameweek,
    value,
    match_count: played.length,
    matches: played.map((p) => ({
      fixture_id: p.match.fixtureId,
      opponent_short: p.match[other(p.side)].shortName,
      home: p.side === 'home',
      finished: p.match.actual !== null,
      value: mean ? round1(p.value / 100) : p.value / 100,
    })),
  };
}

const perGame = (played: readonly Played[]) =>
  played.length === 0 ? null : round2(sum(played) / 100 / played.length);

function totalsRow(line: ClubLine): TeamTotalsRow {
  return {
    team_id: line.club.id,
    team_name: line.club.name,
    team_short: line.club.shortName,
    gameweeks: line.cells.map((c) => cell(c.gameweek, c.played, false)),
    period_matches: line.period.length,
    season_matches: line.season.length,
    period_total: sum(line.period) / 100,
    season_total: sum(line.season) / 100,
    period_per_game: perGame(line.period),
    season_per_game: perGame(line.season),
  };
}

/** The all-teams TOTAL row (matches are not listed per cell). */
function allTeams(lines: readonly ClubLine[], f: RangeFilter): AllTeamsTotals {
  return {
    gameweeks: gameweeksOf(f).map((gameweek, i) => {
      const played = lines.flatMap((l) => l.cells[i]?.played ?? []);
      return { ...cell(gameweek, played, false), matches: [] };
    }),
    period_total: lines.reduce((s, l) => s + sum(l.period), 0) / 100,
    season_total: lines.reduce((s, l) => s + sum(l.season), 0) / 100,
  };
}

export interface TotalsTable {
  /** The clubs the team filter keeps. */
  rows: TeamTotalsRow[];
  /** Every club: the TOTAL row is league-wide whatever the filter. */
  totals: AllTeamsTotals;
}

/** A goals or assists table over the range; rows keep `f.team` only when it is set. */
export function totalsTable(
  clubs: readonly SeasonClub[],
  matches: readonly SeasonMatch[],
  f: RangeFilter,
  measure: Measure,
): TotalsTable {
  const lines = clubLines(clubs, matches, f, measure);
  return {
    rows: lines.filter((l) => f.team === null || l.club.id === f.team).map(totalsRow),
    totals: allTeams(lines, f),
  };
}

const meanPercent = (played: readonly Played[]) =>
  played.length === 0 ? null : round1(sum(played) / 100 / played.length);

/** The clean-sheet table: cells and averages in percent, expected clean sheets as counts. */
export function cleanSheetTable(
  clubs: readonly SeasonClub[],
  matches: readonly SeasonMatch[],
  f: RangeFilter,
): TeamCsRow[] {
  return clubLines(clubs, matches, f, cleanSheetPercent)
    .filter((l) => f.team === null || l.club.id === f.team)
    .map((line) => ({
      team_id: line.club.id,
      team_name: line.club.name,
      team_short: line.club.shortName,
      gameweeks: line.cells.map((c) => cell(c.gameweek, c.played, true)),
      period_matches: line.period.length,
      season_matches: line.season.length,
      period_cs_per_game: meanPercent(line.period),
      season_cs_per_game: meanPercent(line.season),
      period_clean_sheets: round2(sum(line.period) / 10_000),
      season_clean_sheets: round2(sum(line.season) / 10_000),
    }));
}
