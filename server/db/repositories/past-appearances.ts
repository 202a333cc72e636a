import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { playerGameweeks } from '../schema/index';
import { matchesRepository, type MatchesRepository } from './matches';
import { pastLookups } from './past-lookups';

/** One player in one past fixture with his side's score and team xG, for the share model. */
export interface PastAppearanceRow {
  season: string;
  /** FPL's stable player code (null on a few early rows: such rows are left out). */
  code: number;
  positionName: string;
  fixtureId: number;
  teamId: number;
  /** His club's team code (stable across seasons). */
  club: number;
  kickoffMs: number;
  minutes: number;
  goals: number;
  assists: number;
  xg: number | null;
  xa: number | null;
  teamGoals: number;
  teamXg: number | null;
}

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
 * The player-fixture rows with minutes, as one JSON array of tuples: 34,000 rows of ten columns
 * cost PGlite about 600 ms to hand over field by field and about 100 ms as one JSON value (measured
 * on three real seasons). In insertion order, so sums over them are the same on every call.
 */
async function appearanceRows(db: Database, seasons: string[]) {
  const pg = playerGameweeks;
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(${pg.season}, ${pg.playerId}, ${pg.fixtureId}, ${pg.teamId},
      ${pg.wasHome}, ${pg.minutes}, ${pg.goalsScored}, ${pg.assists}, ${pg.expectedGoals},
      ${pg.expectedAssists}) order by ${pg.id}), '[]') as rows
      from ${pg} where ${inArray(pg.season, seasons)} and ${pg.minutes} > 0`);
  // PGlite and node-postgres both answer with `rows` and parse json values.
  const [first] = (result as unknown as { rows: { rows: Tuple[] }[] }).rows;
  return (first?.rows ?? []).map(
    ([season, playerId, fixtureId, teamId, wasHome, minutes, goals, assists, xg, xa]) => ({
      season,
      playerId,
      fixtureId,
      teamId,
      wasHome,
      minutes,
      goals,
      assists,
      xg,
      xa,
    }),
  );
}

/**
 * Every row with minutes of the given seasons, with its player's code and position and its match
 * (played fixtures only, from `matches`: the match history reads the same seasons' matches, and a
 * repository from `keptUntilReimport` answers both with one query). Narrow reads joined here
 * (past-lookups.ts) rather than one SQL join, which took 5-15 s over three seasons; these take well
 * under one.
 */
export async function pastAppearances(
  db: Database,
  seasons: readonly string[],
  matches: Pick<MatchesRepository, 'played'> = matchesRepository(db),
): Promise<PastAppearanceRow[]> {
  if (seasons.length === 0) return [];
  const [rows, lookups] = await Promise.all([
    appearanceRows(db, [...seasons]),
    pastLookups(db, seasons, matches),
  ]);
  return rows.flatMap((r) => {
    const p = lookups.player(r.season, r.playerId);
    const m = lookups.match(r.season, r.fixtureId);
    if (!p || !m || p.code === null || r.teamId === null) return [];
    return [
      {
        season: r.season,
        code: p.code,
        positionName: p.positionName,
        fixtureId: r.fixtureId,
        teamId: r.teamId,
        club: r.wasHome ? m.homeClub : m.awayClub,
        kickoffMs: m.kickoffMs,
        minutes: r.minutes,
        goals: r.goals,
        assists: r.assists,
        xg: r.xg,
        xa: r.xa,
        teamGoals: r.wasHome ? m.homeGoals : m.awayGoals,
        teamXg: r.wasHome ? m.homeXg : m.awayXg,
      },
    ];
  });
}
