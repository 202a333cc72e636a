import type { HistoricalPlayer } from '@contracts/api/past-seasons';
import type { historicalPlayers } from '../../db/schema/past-seasons';

type PlayerRow = typeof historicalPlayers.$inferSelect;

/**
 * Points per game as the official game defines it: total points over appearances (matches with
 * minutes > 0), to one decimal, rounding halves up; 0 without appearances. `total * 10 / apps` is
 * exact at a half (x.x5), so Math.round rounds it up rather than by binary accident.
 */
export function pointsPerGame(totalPoints: number, appearances: number): number {
  if (appearances <= 0) return 0;
  return Math.round((totalPoints * 10) / appearances) / 10;
}

/** A stored player of a past season in the API's field names. */
export function toHistoricalPlayer(row: PlayerRow, appearances: number): HistoricalPlayer {
  return {
    season: row.season,
    id: row.playerId,
    code: row.code,
    web_name: row.webName,
    first_name: row.firstName,
    second_name: row.secondName,
    team: row.teamId,
    team_id: row.teamId,
    team_name: row.teamName,
    team_short_name: row.teamShortName,
    element_type: row.elementType,
    position_name: row.positionName,
    now_cost: row.endCost,
    start_cost: row.startCost,
    end_cost: row.endCost,
    total_points: row.totalPoints,
    points_per_game: pointsPerGame(row.totalPoints, appearances),
    minutes: row.minutes,
    goals_scored: row.goalsScored,
    assists: row.assists,
    clean_sheets: row.cleanSheets,
    goals_conceded: row.goalsConceded,
    own_goals: row.ownGoals,
    penalties_saved: row.penaltiesSaved,
    penalties_missed: row.penaltiesMissed,
    yellow_cards: row.yellowCards,
    red_cards: row.redCards,
    saves: row.saves,
    bonus: row.bonus,
    bps: row.bps,
    influence: row.influence,
    creativity: row.creativity,
    threat: row.threat,
    ict_index: row.ictIndex,
    expected_goals: row.expectedGoals,
    expected_assists: row.expectedAssists,
    selected_by_percent: row.selectedByPercent,
  };
}
