import { sql } from 'drizzle-orm';
import type { HistoryRow } from '@engine/points';
import type { Database } from '../client';
import { playerGameweeks } from '../schema/index';
import { matchesRepository, type MatchesRepository } from './matches';
import { joinPastRows } from './past-lookups';
import { aggregatedRows } from './past-slices';

/**
 * One player in one imported fixture: what the points model reads (`HistoryRow`) and what its
 * backtest compares with.
 */
export interface PointsHistoryRow extends HistoryRow {
  /** The season's element id (`code` links seasons). */
  playerId: number;
  /** His club and the opponent by the game's team code, as the match model keys them. */
  club: number;
  opponent: number;
  wasHome: boolean;
  totalPoints: number;
  /** The game's expected points for the gameweek (repeated on both rows of a double). */
  expectedPoints: number | null;
}

type Tuple = [
  string, // season
  number, // playerId
  number, // fixtureId
  number | null, // teamId
  number, // gameweek
  boolean, // wasHome
  number, // minutes
  number, // goals
  number, // assists
  number | null, // xg
  number | null, // xa
  number, // saves
  number, // bonus
  number, // yellowCards
  number, // redCards
  number, // ownGoals
  number | null, // defensiveContribution
  number, // totalPoints
  number | null, // expectedPoints
];

/**
 * A few gameweeks of a season's player rows as one JSON array of tuples (as past-appearances.ts
 * reads its rows): three seasons' 84,000 rows handed over field by field held PGlite, which runs on
 * the event loop, for seconds at once; as JSON values a third of the time, and in slices the event
 * loop answers between two (past-slices.ts). No join in SQL (past-lookups.ts): the planner joined the matches by a
 * nested loop, a million rows compared per slice and 0.6-3 s of event loop each.
 * In insertion order, so sums over them are stable.
 */
async function seasonRows(db: Database, season: string, gameweeks: [number, number]): Promise<Tuple[]> {
  const g = playerGameweeks;
  return aggregatedRows<Tuple>(
    db,
    sql`
    select coalesce(json_agg(json_build_array(${g.season}, ${g.playerId}, ${g.fixtureId}, ${g.teamId},
      ${g.gameweek}, ${g.wasHome}, ${g.minutes}, ${g.goalsScored}, ${g.assists}, ${g.expectedGoals},
      ${g.expectedAssists}, ${g.saves}, ${g.bonus}, ${g.yellowCards}, ${g.redCards}, ${g.ownGoals},
      ${g.defensiveContribution}, ${g.totalPoints}, ${g.expectedPoints}) order by ${g.id}), '[]') as rows
      from ${g}
      where ${g.season} = ${season} and ${g.gameweek} between ${gameweeks[0]} and ${gameweeks[1]}`,
  );
}

/**
 * Every player-fixture row of the seasons (minutes 0 included) with a known player and match,
 * joined with its match from his side: a few gameweeks per query (past-slices.ts).
 */
export async function pointsHistory(
  db: Database,
  seasons: readonly string[],
  matches: Pick<MatchesRepository, 'played'> = matchesRepository(db),
): Promise<PointsHistoryRow[]> {
  return joinPastRows(
    db,
    seasons,
    matches,
    (season, gameweeks) => seasonRows(db, season, gameweeks),
    (t, { code, position, teamId, match: m }): PointsHistoryRow => {
      const [s, playerId, fixtureId, , gameweek, wasHome, minutes, goals] = t;
      const [assists, xg, xa, saves, bonus, yellowCards, redCards, ownGoals] = t.slice(8, 16) as number[];
      const [defensiveContribution, totalPoints, expectedPoints] = t.slice(16) as number[];
      return {
        season: s,
        code,
        playerId,
        position,
        gameweek,
        fixtureId,
        teamId,
        wasHome,
        minutes,
        goals,
        assists: assists!,
        xg: xg ?? null,
        xa: xa ?? null,
        saves: saves!,
        bonus: bonus!,
        yellowCards: yellowCards!,
        redCards: redCards!,
        ownGoals: ownGoals!,
        defensiveContribution: defensiveContribution ?? null,
        totalPoints: totalPoints!,
        expectedPoints: expectedPoints ?? null,
        kickoffMs: m.kickoffMs,
        club: wasHome ? m.homeClub : m.awayClub,
        opponent: wasHome ? m.awayClub : m.homeClub,
        teamGoals: wasHome ? m.homeGoals : m.awayGoals,
        teamConceded: wasHome ? m.awayGoals : m.homeGoals,
        teamXg: (wasHome ? m.homeXg : m.awayXg) ?? null,
      };
    },
  );
}
