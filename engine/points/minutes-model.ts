/**
 * The minutes model: the probability that a player plays at all and plays 60 minutes or more in
 * his club's next match, from his last five club matches (minutes 0 when he did not play), read
 * from a table fitted on earlier seasons: for each (matches of 60+ in the last five, played 60+ in
 * the last one) the share of such cases in which the next match gave 60+ (and gave any minutes).
 * A player whose recent matches were for another club reads the movers' table (mover-minutes.ts).
 * Availability (the game's status and chance of playing) then scales both probabilities.
 */
import {
  addCase,
  addToCells,
  cellKey,
  cellRates,
  emptyCell,
  RECENT_MATCHES,
  shrunkRates,
  type Cell,
} from './minutes-cells';
import { fitMoverCells, matchesElsewhere, moverKey, type ClubMinutes } from './mover-minutes';

export { RECENT_MATCHES } from './minutes-cells';

export interface MinutesModel {
  /** Keyed by `${sixtyCount}/${lastWasSixty}/${appearances}`, see `cellKey`. */
  cells: ReadonlyMap<string, Cell>;
  /** Every case pooled: the fallback for a cell not seen in fitting. */
  all: Cell;
  /** The movers' cases, keyed by `moverKey`; each cell is shrunk towards the table's forecast. */
  movers: ReadonlyMap<string, Cell>;
}

export interface MinutesForecast {
  /** P(minutes > 0). */
  play: number;
  /** P(minutes >= 60). */
  sixty: number;
  /** Expected minutes, 0 included. */
  minutes: number;
}

/**
 * Fits the table on players' match sequences (each a player's club matches in order, minutes 0
 * when he did not play): every match after the first is a case, its earlier matches the history.
 * The movers' cells are fitted on `moves`: players' matches across seasons with the club of each
 * (mover-minutes.ts); none, no movers' cells (every player reads the table).
 */
export function fitMinutesModel(
  sequences: Iterable<readonly number[]>,
  moves: Iterable<readonly ClubMinutes[]> = [],
): MinutesModel {
  const cells = new Map<string, Cell>();
  const all = emptyCell();
  for (const minutes of sequences) {
    for (let i = 1; i < minutes.length; i++) {
      addToCells(cells, cellKey(minutes.slice(Math.max(0, i - RECENT_MATCHES), i)), minutes[i]!);
      addCase(all, minutes[i]!);
    }
  }
  return { cells, all, movers: fitMoverCells(moves) };
}

/** What the minutes model reads of a player's matches before the origin (see `recentOf`). */
export interface RecentMinutes {
  /** His last five matches, oldest first: his minutes, 0 when he did not play. */
  recentMinutes: readonly number[];
  /** How many of those he played for another club than his current one (0 for most). */
  recentElsewhere: number;
}

/**
 * The one rule for a player's recent minutes, the backtest's and the server's: his last five club
 * matches before the origin wherever and whenever he played them (`matches` oldest first, his
 * club's matches while he was registered with it, minutes 0 included, across seasons: at gameweek
 * 2 a regular's last five are last season's last four and this season's first), and how many of
 * them were for another club than `club`, his club now (none when it is not known). Chosen on
 * 2022-23 against this season's matches only once he has one, points RMSE on gameweeks 2-6 2.0685
 * against 2.0754 (all rows 2.0274 against 2.0283).
 */
export function recentOf(matches: readonly ClubMinutes[], club: number | undefined): RecentMinutes {
  const last = matches.slice(-RECENT_MATCHES);
  return {
    recentMinutes: last.map((m) => m.minutes),
    recentElsewhere: club === undefined ? 0 : matchesElsewhere(last, club),
  };
}

/** Cases a cell needs before its own rates are trusted more than the pooled ones (shrinkage weight). */
const PRIOR_CASES = 20;

/**
 * The next match's forecast from the player's recent minutes (oldest first), his availability
 * factor (1 when fit, the chance of playing as a fraction when the game gives one, 0 when out) and
 * how many of those recent matches he played for another club than his current one.
 */
export function forecastMinutes(
  model: MinutesModel,
  recent: readonly number[],
  availability = 1,
  elsewhere = 0,
): MinutesForecast {
  const table = shrunkRates(model.cells.get(cellKey(recent)), cellRates(model.all), PRIOR_CASES);
  const rates =
    elsewhere > 0 ? shrunkRates(model.movers.get(moverKey(recent, elsewhere)), table, PRIOR_CASES) : table;
  const play = rates.played;
  const sixty = Math.min(rates.sixty, play);
  return { play: play * availability, sixty: sixty * availability, minutes: rates.minutes * availability };
}
