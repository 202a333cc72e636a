import { sql } from 'drizzle-orm';
import type { MatchRow } from '@engine/shares';
import type { Database } from '../client';
import { playerGameweeks } from '../schema/index';
import { matchesRepository, type MatchesRepository } from './matches';
import type { PointsHistoryRow } from './points-history';
import { joinPastRows } from './past-lookups';
import { aggregatedRows } from './past-slices';

type Tuple = [
  string,
  number,
  number,
  number | null,
  boolean,
  number,
  number,
  number,
  number | null,
  number | null,
];

/**
 * A few gameweeks of a season's player-fixture rows with minutes, as one JSON array of tuples: rows
 * handed over field by field cost PGlite about six times as much as one JSON value (measured on
 * three real seasons). In insertion order, so sums over them are the same on every call.
 */
async function appearanceRows(db: Database, season: string, gameweeks: [number, number]) {
  const pg = playerGameweeks;
  return aggregatedRows<Tuple>(
    db,
    sql`
    select coalesce(json_agg(json_build_array(${pg.season}, ${pg.playerId}, ${pg.fixtureId}, ${pg.teamId},
      ${pg.wasHome}, ${pg.minutes}, ${pg.goalsScored}, ${pg.assists}, ${pg.expectedGoals},
      ${pg.expectedAssists}) order by ${pg.id}), '[]') as rows
      from ${pg} where ${pg.season} = ${season} and ${pg.gameweek} between ${gameweeks[0]} and ${gameweeks[1]}
        and ${pg.minutes} > 0`,
  );
}

/**
 * Every row with minutes of the given seasons as the share model reads it (`MatchRow`): its
 * player's code and position and its match
 * (played fixtures only, from `matches`: the match history reads the same seasons' matches, and a
 * repository from `keptUntilReimport` answers both with one query). Narrow reads joined here
 * (past-lookups.ts) rather than one SQL join, which took 5-15 s over three seasons; a few gameweeks
 * per query (past-slices.ts), so the event loop answers between two.
 */
export async function pastAppearances(
  db: Database,
  seasons: readonly string[],
  matches: Pick<MatchesRepository, 'played'> = matchesRepository(db),
): Promise<MatchRow[]> {
  return joinPastRows<Tuple, MatchRow>(
    db,
    seasons,
    matches,
    (season, gameweeks) => appearanceRows(db, season, gameweeks),
    (
      [season, , fixtureId, , wasHome, minutes, goals, assists, xg, xa],
      { code, position, teamId, match: m },
    ) => {
      return {
        season,
        player: code,
        position,
        fixtureId,
        team: teamId,
        club: wasHome ? m.homeClub : m.awayClub,
        kickoffMs: m.kickoffMs,
        minutes,
        goals,
        assists,
        xg,
        xa,
        teamGoals: wasHome ? m.homeGoals : m.awayGoals,
        teamXg: wasHome ? m.homeXg : m.awayXg,
      };
    },
  );
}

/**
 * The appearances (rows with minutes) among the points model's rows of the same seasons, in the
 * same order as `pastAppearances` reads them: the server reads the past seasons once for both models.
 */
export function appearancesFrom(rows: readonly PointsHistoryRow[]): MatchRow[] {
  return rows.flatMap((r) =>
    r.minutes > 0
      ? [
          {
            season: r.season,
            player: r.code,
            position: r.position,
            fixtureId: r.fixtureId,
            team: r.teamId,
            club: r.club,
            kickoffMs: r.kickoffMs,
            minutes: r.minutes,
            goals: r.goals,
            assists: r.assists,
            xg: r.xg,
            xa: r.xa,
            teamGoals: r.teamGoals,
            teamXg: r.teamXg,
          },
        ]
      : [],
  );
}
