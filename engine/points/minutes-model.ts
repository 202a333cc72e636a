/**
 * The minutes model: the probability that a player plays at all and plays 60 minutes or more in
 * his club's next match, from his last five club matches (minutes 0 when he did not play), read
 * from a table fitted on earlier seasons: for each (matches of 60+ in the last five, played 60+ in
 * the last one) the share of such cases in which the next match gave 60+ (and gave any minutes).
 * Availability (the game's status and chance of playing) then scales both probabilities.
 */

export const RECENT_MATCHES = 5;

/** A cell of the table: counted cases and how many of them played / played 60+ next. */
interface Cell {
  cases: number;
  played: number;
  sixty: number;
  /** Minutes summed over the next matches that gave 1-59 and 60+ minutes. */
  shortMinutes: number;
  longMinutes: number;
}

export interface MinutesModel {
  /** Keyed by `${sixtyCount}/${lastWasSixty}/${appearances}`, see `cellKey`. */
  cells: ReadonlyMap<string, Cell>;
  /** Every case pooled: the fallback for a cell not seen in fitting. */
  all: Cell;
}

export interface MinutesForecast {
  /** P(minutes > 0). */
  play: number;
  /** P(minutes >= 60). */
  sixty: number;
  /** Expected minutes, 0 included. */
  minutes: number;
}

/** Summary of the recent matches; fewer than five (a new player) count as matches without minutes. */
function cellKey(recent: readonly number[]): string {
  const last = recent.slice(-RECENT_MATCHES);
  const sixty = last.filter((m) => m >= 60).length;
  const appearances = last.filter((m) => m > 0).length;
  const lastSixty = (last.at(-1) ?? 0) >= 60 ? 1 : 0;
  return `${sixty}/${lastSixty}/${appearances}`;
}

const emptyCell = (): Cell => ({ cases: 0, played: 0, sixty: 0, shortMinutes: 0, longMinutes: 0 });

function add(cell: Cell, next: number): void {
  cell.cases++;
  if (next > 0) cell.played++;
  if (next >= 60) {
    cell.sixty++;
    cell.longMinutes += Math.min(next, 90);
  } else if (next > 0) cell.shortMinutes += next;
}

/**
 * Fits the table on players' match sequences (each a player's club matches in order, minutes 0
 * when he did not play): every match after the first is a case, its earlier matches the history.
 */
export function fitMinutesModel(sequences: Iterable<readonly number[]>): MinutesModel {
  const cells = new Map<string, Cell>();
  const all = emptyCell();
  for (const minutes of sequences) {
    for (let i = 1; i < minutes.length; i++) {
      const key = cellKey(minutes.slice(Math.max(0, i - RECENT_MATCHES), i));
      const cell = cells.get(key) ?? emptyCell();
      add(cell, minutes[i]!);
      add(all, minutes[i]!);
      cells.set(key, cell);
    }
  }
  return { cells, all };
}

/** Cases a cell needs before its own rates are trusted more than the pooled ones (shrinkage weight). */
const PRIOR_CASES = 20;

/**
 * The next match's forecast from the player's recent minutes (oldest first) and his availability
 * factor (1 when fit, the chance of playing as a fraction when the game gives one, 0 when out).
 */
export function forecastMinutes(
  model: MinutesModel,
  recent: readonly number[],
  availability = 1,
): MinutesForecast {
  const cell = model.cells.get(cellKey(recent)) ?? emptyCell();
  const pooled = model.all;
  const rate = (k: keyof Cell) =>
    (cell[k] + (PRIOR_CASES * pooled[k]) / Math.max(pooled.cases, 1)) / (cell.cases + PRIOR_CASES);
  const play = rate('played');
  const sixty = Math.min(rate('sixty'), play);
  const minutes = rate('shortMinutes') + rate('longMinutes');
  return { play: play * availability, sixty: sixty * availability, minutes: minutes * availability };
}
