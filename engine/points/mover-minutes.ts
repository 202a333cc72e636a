/**
 * Movers' minutes: a player whose recent matches were played for another club than the one he
 * plays for now (a summer or a January move). His minutes there say less about his minutes at his
 * new club, in both directions: on the seasons 2020-21 to 2022-23, movers who had played 60+ in
 * three or more of their last five matches played 60+ in their first match for the new club about
 * half as often as the table of all players expects, and movers who had hardly played before
 * played 60+ several times as often (the table expects a benchwarmer to stay one). So the movers
 * get a table of their own, by the same recent-minutes key and how many of those matches were
 * elsewhere, each cell shrunk towards the table of all players (minutes-model.ts).
 */
import { addToCells, cellKey, RECENT_MATCHES, type Cell } from './minutes-cells';

/** One of a player's matches: his minutes and the club he was registered with (the game's team code). */
export interface ClubMinutes {
  minutes: number;
  club: number;
}

/** How many of the matches were for another club than `club` (the player's club now). */
export const matchesElsewhere = (recent: readonly Pick<ClubMinutes, 'club'>[], club: number): number =>
  recent.filter((m) => m.club !== club).length;

/**
 * A mover's cell: the recent-minutes key and how many of those matches were elsewhere (5: he has
 * not yet played a match for his new club). Chosen on seasons before the scored ones, by
 * backtest-points' RMSE on gameweeks 2-38 (all rows): on 2022-23 (fitted on 2019-20 to 2021-22)
 * keyed by the count 2.02736, without movers' cells 2.02746, every mover pooled 2.02755, 1-2
 * against 3-5 elsewhere 2.02760; on 2020-21 to 2022-23 the count 2.13881, only a first match at the
 * new club 2.13896, none 2.13907.
 */
export function moverKey(recent: readonly number[], elsewhere: number): string {
  return `${cellKey(recent)}/${elsewhere}`;
}

/**
 * The movers' cells from players' match sequences (each one player's matches in kick-off order,
 * across seasons, with the club of each): every match whose last five before it include one for
 * another club is a case.
 */
export function fitMoverCells(sequences: Iterable<readonly ClubMinutes[]>): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  for (const matches of sequences) {
    for (let i = 1; i < matches.length; i++) {
      const next = matches[i]!;
      const recent = matches.slice(Math.max(0, i - RECENT_MATCHES), i);
      const elsewhere = matchesElsewhere(recent, next.club);
      if (elsewhere === 0) continue;
      addToCells(
        cells,
        moverKey(
          recent.map((m) => m.minutes),
          elsewhere,
        ),
        next.minutes,
      );
    }
  }
  return cells;
}
