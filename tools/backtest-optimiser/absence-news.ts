import { AVAILABLE, type Availability } from '@engine/shares';
import type { SeasonHistory } from './history';

const OUT: Availability = { status: 'i', chanceNextRound: 0 };

/**
 * An oracle, not a strategy: the news the history files lack, rebuilt from what happened after
 * the deadline. A player is out of gameweek `g` when his club had a fixture in it and he played no
 * minute of it nor of his club's next gameweek with a fixture: an absence of two gameweeks or
 * more, which is how injuries, bans and departures look, and which the game's news (status and
 * chance of playing) usually stated before the deadline. A single missed gameweek (rotation, a
 * knock nobody reported) stays unknown. The backtest run with it measures what the missing news is
 * worth to the optimiser; its total is not a result the optimiser could have reached.
 */
export function absenceNews(history: Pick<SeasonHistory, 'crowd' | 'lastGameweek'>) {
  const missed = (g: number, id: number) => {
    const week = history.crowd(g, id);
    return week !== undefined && week.minutes === 0;
  };
  return (gameweek: number, id: number): Availability => {
    if (!missed(gameweek, id)) return AVAILABLE;
    for (let g = gameweek + 1; g <= history.lastGameweek; g++)
      if (history.crowd(g, id) !== undefined) return missed(g, id) ? OUT : AVAILABLE;
    // No later fixture of his in the files: gone from the league, or the files end.
    return gameweek < history.lastGameweek ? OUT : AVAILABLE;
  };
}
