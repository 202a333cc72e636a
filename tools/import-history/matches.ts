import type { matches } from '../../server/db/schema/matches';
import { ImportError } from './errors';
import type { FixtureTeams } from './fixtures';
import type { PlayerGameweekRow } from './rows';
import type { TeamsById } from './teams';

export type MatchRow = typeof matches.$inferInsert;

export interface MatchContext {
  season: string;
  /** merged_gw.csv as the reader named it, for errors. */
  file: string;
  teams: TeamsById;
  /** players_raw.csv `team` -> `team_code`, the club's code in every season. */
  codes: ReadonlyMap<number, number>;
  /** fixtures.csv when the season has one: the sides of a fixture only one side's rows name. */
  fixtures?: ReadonlyMap<number, FixtureTeams>;
}

export interface SeasonMatches {
  /** The gameweek rows with the club each player played for in that fixture. */
  gameweeks: PlayerGameweekRow[];
  /** One per fixture with a final score, in fixture id order. */
  matches: MatchRow[];
}

/**
 * Rebuilds the season's matches from the player rows: a home row's opponent is the away side and
 * an away row's opponent the home side, so each row also gives the club the player played for
 * there (his stored club is his end-of-season one, wrong for January movers). A postponed fixture
 * has rows without a score in its original gameweek (2019-20 fixture 275 in GW29) and is taken from
 * the rows of the gameweek it was played in.
 */
export function mapMatches(rows: readonly PlayerGameweekRow[], ctx: MatchContext): SeasonMatches {
  const sides = fixtureSides(rows, ctx);
  const clubOf = (teamId: number) => {
    const code = ctx.codes.get(teamId);
    if (code === undefined) {
      throw new ImportError(ctx.file, undefined, `team ${teamId} has no team_code in players_raw.csv`);
    }
    return code;
  };
  const gameweeks = rows.map((row) => {
    const side = sides.get(row.fixtureId)!;
    const teamId = row.wasHome ? side.home : side.away;
    return { ...row, teamId, club: clubOf(teamId) };
  });
  const played = new Map<number, PlayerGameweekRow[]>();
  for (const row of gameweeks) {
    if (row.teamHScore == null || row.teamAScore == null) continue;
    const list = played.get(row.fixtureId);
    if (list) list.push(row);
    else played.set(row.fixtureId, [row]);
  }
  const result: MatchRow[] = [];
  for (const [fixtureId, fixtureRows] of [...played].sort(([a], [b]) => a - b)) {
    const first = fixtureRows[0]!;
    const conflicting = fixtureRows.find(
      (r) =>
        r.gameweek !== first.gameweek ||
        r.teamHScore !== first.teamHScore ||
        r.teamAScore !== first.teamAScore ||
        r.kickoffTime?.getTime() !== first.kickoffTime?.getTime(),
    );
    if (conflicting) {
      throw new ImportError(
        ctx.file,
        undefined,
        `fixture ${fixtureId} has rows with different gameweeks, kick-offs or scores`,
      );
    }
    if (!first.kickoffTime) {
      throw new ImportError(ctx.file, undefined, `fixture ${fixtureId} has a score but no kickoff_time`);
    }
    const { home, away } = sides.get(fixtureId)!;
    result.push({
      season: ctx.season,
      fixtureId,
      gameweek: first.gameweek,
      kickoffTime: first.kickoffTime,
      homeTeamId: home,
      awayTeamId: away,
      homeClub: clubOf(home),
      awayClub: clubOf(away),
      homeShortName: ctx.teams.get(home)!.shortName,
      awayShortName: ctx.teams.get(away)!.shortName,
      homeGoals: first.teamHScore!,
      awayGoals: first.teamAScore!,
      homeXg: teamXg(fixtureRows, true),
      awayXg: teamXg(fixtureRows, false),
    });
  }
  return { gameweeks, matches: result };
}

function fixtureSides(rows: readonly PlayerGameweekRow[], ctx: MatchContext): Map<number, FixtureTeams> {
  const seen = new Map<number, { home?: number; away?: number }>();
  for (const row of rows) {
    const side = seen.get(row.fixtureId) ?? {};
    if (row.wasHome) side.away = row.opponentTeamId;
    else side.home = row.opponentTeamId;
    seen.set(row.fixtureId, side);
  }
  const sides = new Map<number, FixtureTeams>();
  for (const [fixtureId, side] of seen) {
    const listed = ctx.fixtures?.get(fixtureId);
    const home = side.home ?? listed?.home;
    const away = side.away ?? listed?.away;
    if (home === undefined || away === undefined) {
      throw new ImportError(
        ctx.file,
        undefined,
        `fixture ${fixtureId}: only one side's players have rows and fixtures.csv does not list it`,
      );
    }
    for (const teamId of [home, away]) {
      if (!ctx.teams.has(teamId)) {
        throw new ImportError(ctx.file, undefined, `fixture ${fixtureId} refers to unknown team ${teamId}`);
      }
    }
    sides.set(fixtureId, { home, away });
  }
  return sides;
}

/** The side's players' expected goals summed; null when any row of the fixture has no measurement. */
function teamXg(rows: readonly PlayerGameweekRow[], home: boolean): number | null {
  let sum = 0;
  for (const row of rows) {
    if (row.expectedGoals == null) return null;
    if (row.wasHome === home) sum += row.expectedGoals;
  }
  // The source gives two decimals per player; the sum is rounded back to them (float noise).
  return Math.round(sum * 100) / 100;
}

/**
 * A gameweek in which every row's expected stats are zero carries no measurement (vaastav 2022-23
 * gameweeks 1-15 were filled with zeros before the game published expected stats): NULL there.
 */
export function withoutUnmeasuredExpected(rows: readonly PlayerGameweekRow[]): PlayerGameweekRow[] {
  const measured = new Set<number>();
  for (const row of rows) {
    if (
      row.expectedGoals ||
      row.expectedAssists ||
      row.expectedGoalInvolvements ||
      row.expectedGoalsConceded
    ) {
      measured.add(row.gameweek);
    }
  }
  return rows.map((row) =>
    measured.has(row.gameweek) || row.expectedGoals == null
      ? row
      : {
          ...row,
          expectedGoals: null,
          expectedAssists: null,
          expectedGoalInvolvements: null,
          expectedGoalsConceded: null,
        },
  );
}
