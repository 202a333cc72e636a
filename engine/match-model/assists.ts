/** The goal columns of player-gameweek rows (or any totals of them). */
export interface GoalTotals {
  goalsScored: number;
  assists: number;
  ownGoals: number;
}

/**
 * Assists the game credits per team goal: a team's goals are its players' goals plus the opponents'
 * own goals, and an own goal has no assist, so the rate is assists / (goals + own goals). Measured
 * 0.855-0.891 per season 2016-17 to 2024-25 (the source app used 0.72). NaN without goals.
 */
export function assistsPerGoal(rows: Iterable<GoalTotals>): number {
  let goals = 0;
  let assists = 0;
  for (const r of rows) {
    goals += r.goalsScored + r.ownGoals;
    assists += r.assists;
  }
  return goals === 0 ? NaN : assists / goals;
}

/** A team's expected assists in a match: its expected goals times the assists-per-goal rate. */
export function teamExpectedAssists(expectedGoals: number, rate: number): number {
  return expectedGoals * rate;
}
