import { MIN_OWNERS } from './crowd-news';
import type { SeasonHistory } from './history';
import type { DeadlinePlayer } from './projections';

/** Squared errors of the next week's projections, over all players with a fixture and the owned ones. */
export interface ProjectionErrors {
  rows: number;
  squared: number;
  ownedRows: number;
  ownedSquared: number;
}

export const noErrors = (): ProjectionErrors => ({ rows: 0, squared: 0, ownedRows: 0, ownedSquared: 0 });

/**
 * Adds a deadline's errors: each player with a fixture in `gameweek`, his projection for it against
 * the points he scored. "Owned" are those with MIN_OWNERS or more at the deadline, the players the
 * crowd's news speaks of and the ones a team is built from.
 */
export function addWeekErrors(
  into: ProjectionErrors,
  players: readonly DeadlinePlayer[],
  history: Pick<SeasonHistory, 'crowd' | 'played'>,
  gameweek: number,
): void {
  for (const p of players) {
    const week = history.crowd(gameweek, p.id);
    if (!week) continue;
    const error = (p.xp[0] ?? 0) - history.played(gameweek, p.id).points;
    into.rows++;
    into.squared += error * error;
    if (week.selected - week.balance < MIN_OWNERS) continue;
    into.ownedRows++;
    into.ownedSquared += error * error;
  }
}

/** The RMSE line the backtest prints. */
export function errorsLine(e: ProjectionErrors): string {
  const rmse = (sq: number, n: number) => (n === 0 ? '-' : Math.sqrt(sq / n).toFixed(3));
  return (
    `Next-week projections: RMSE ${rmse(e.squared, e.rows)} over ${e.rows} player-weeks with a fixture, ` +
    `${rmse(e.ownedSquared, e.ownedRows)} over the ${e.ownedRows} with ${MIN_OWNERS.toLocaleString('en-GB')}+ owners`
  );
}
