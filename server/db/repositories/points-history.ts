import type { HistoryRow } from '@engine/points';
import type { Database } from '../client';
import { matchesRepository, type MatchesRepository } from './matches';
import { joinPastRows } from './past-lookups';
import { seasonColumns } from './past-row-copies';

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
 * A season's player rows as tuples, from its stored copy (past-row-copies.ts: COPY_COLUMNS is this
 * tuple's order). No join in SQL (past-lookups.ts): the planner joined the matches by a nested loop,
 * a million rows compared per slice and 0.6-3 s of event loop each. By gameweek, then as imported,
 * so sums over them are stable.
 */
async function seasonRows(db: Database, season: string): Promise<Tuple[]> {
  const columns = await seasonColumns(db, season);
  const count = columns[0]?.length ?? 0;
  const rows = new Array<Tuple>(count);
  for (let i = 0; i < count; i++) rows[i] = columns.map((c) => c[i]) as Tuple;
  return rows;
}

/**
 * Every player-fixture row of the seasons (minutes 0 included) with a known player and match,
 * joined with its match from his side.
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
    (season) => seasonRows(db, season),
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
