/**
 * The minutes model's cells: the recent minutes summarised as a key, and the counted cases of a key
 * (minutes-model.ts fits the table of every case, mover-minutes.ts the movers' own).
 */

export const RECENT_MATCHES = 5;

/** A cell of a table: counted cases and how many of them played / played 60+ next. */
export interface Cell {
  cases: number;
  played: number;
  sixty: number;
  /** Minutes summed over the next matches that gave 1-59 and 60+ minutes. */
  shortMinutes: number;
  longMinutes: number;
}

/** A cell's rates per case: P(minutes > 0), P(minutes >= 60) and expected minutes (0 included). */
export interface CellRates {
  played: number;
  sixty: number;
  minutes: number;
}

/** Summary of the recent matches; fewer than five (a new player) count as matches without minutes. */
export function cellKey(recent: readonly number[]): string {
  const last = recent.slice(-RECENT_MATCHES);
  const sixty = last.filter((m) => m >= 60).length;
  const appearances = last.filter((m) => m > 0).length;
  const lastSixty = (last.at(-1) ?? 0) >= 60 ? 1 : 0;
  return `${sixty}/${lastSixty}/${appearances}`;
}

export const emptyCell = (): Cell => ({ cases: 0, played: 0, sixty: 0, shortMinutes: 0, longMinutes: 0 });

/** Counts one case whose next match gave `next` minutes. */
export function addCase(cell: Cell, next: number): void {
  cell.cases++;
  if (next > 0) cell.played++;
  if (next >= 60) {
    cell.sixty++;
    cell.longMinutes += Math.min(next, 90);
  } else if (next > 0) cell.shortMinutes += next;
}

/** Counts a case in the cell under `key`, created on its first case. */
export function addToCells(cells: Map<string, Cell>, key: string, next: number): void {
  const cell = cells.get(key) ?? emptyCell();
  addCase(cell, next);
  cells.set(key, cell);
}

/**
 * A cell's rates shrunk towards `prior`: as if it held `priorCases` more cases at the prior's
 * rates, so a cell of few cases answers near the prior and one of many near its own counts.
 */
export function shrunkRates(cell: Cell | undefined, prior: CellRates, priorCases: number): CellRates {
  const c = cell ?? emptyCell();
  const rate = (count: number, priorRate: number) =>
    (count + priorCases * priorRate) / (c.cases + priorCases);
  return {
    played: rate(c.played, prior.played),
    sixty: rate(c.sixty, prior.sixty),
    minutes: rate(c.shortMinutes + c.longMinutes, prior.minutes),
  };
}

/** A cell's own rates per case (all 0 on no cases). */
export function cellRates(cell: Cell): CellRates {
  const n = Math.max(cell.cases, 1);
  return {
    played: cell.played / n,
    sixty: cell.sixty / n,
    minutes: (cell.shortMinutes + cell.longMinutes) / n,
  };
}
