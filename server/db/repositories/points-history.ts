import { and, eq, inArray } from 'drizzle-orm';
import type { HistoryRow } from '@engine/points/history';
import type { Database } from '../client';
import { historicalPlayers, matches, playerGameweeks } from '../schema/index';

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

/** Every player-fixture row of the seasons (minutes 0 included), joined with its match. */
export async function pointsHistory(db: Database, seasons: readonly string[]): Promise<PointsHistoryRow[]> {
  if (seasons.length === 0) return [];
  const g = playerGameweeks;
  const rows = await db
    .select({
      season: g.season,
      code: historicalPlayers.code,
      playerId: g.playerId,
      position: historicalPlayers.positionName,
      gameweek: g.gameweek,
      fixtureId: g.fixtureId,
      teamId: g.teamId,
      wasHome: g.wasHome,
      minutes: g.minutes,
      goals: g.goalsScored,
      assists: g.assists,
      xg: g.expectedGoals,
      xa: g.expectedAssists,
      saves: g.saves,
      bonus: g.bonus,
      yellowCards: g.yellowCards,
      redCards: g.redCards,
      ownGoals: g.ownGoals,
      defensiveContribution: g.defensiveContribution,
      totalPoints: g.totalPoints,
      expectedPoints: g.expectedPoints,
      kickoff: matches.kickoffTime,
      homeClub: matches.homeClub,
      awayClub: matches.awayClub,
      homeGoals: matches.homeGoals,
      awayGoals: matches.awayGoals,
      homeXg: matches.homeXg,
      awayXg: matches.awayXg,
    })
    .from(g)
    .innerJoin(
      historicalPlayers,
      and(eq(historicalPlayers.season, g.season), eq(historicalPlayers.playerId, g.playerId)),
    )
    .innerJoin(matches, and(eq(matches.season, g.season), eq(matches.fixtureId, g.fixtureId)))
    .where(inArray(g.season, [...seasons]));
  return rows.flatMap(({ kickoff, homeClub, awayClub, homeGoals, awayGoals, homeXg, awayXg, ...r }) =>
    r.code === null || r.teamId === null
      ? []
      : [
          {
            ...r,
            code: r.code,
            teamId: r.teamId,
            kickoffMs: kickoff.getTime(),
            club: r.wasHome ? homeClub : awayClub,
            opponent: r.wasHome ? awayClub : homeClub,
            teamGoals: r.wasHome ? homeGoals : awayGoals,
            teamConceded: r.wasHome ? awayGoals : homeGoals,
            teamXg: r.wasHome ? homeXg : awayXg,
          },
        ],
  );
}
