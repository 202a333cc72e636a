import type { TeamTableRow } from './team-table';

export interface AssistSummary {
  /** The largest one-gameweek figure of any team (a double gameweek counts both matches). */
  highest: { value: number; team: string; gameweek: number } | null;
  /** Assists per team per gameweek over the range: every team's period total over teams x gameweeks. */
  averagePerGameweek: number | null;
  /** The team with the largest period total. */
  mostCreative: { value: number; team: string } | null;
}

/** The three summary cards of the assist page; every figure is null when there is nothing to measure. */
export function assistSummary(rows: readonly TeamTableRow[], gameweeks: readonly number[]): AssistSummary {
  let highest: AssistSummary['highest'] = null;
  let mostCreative: AssistSummary['mostCreative'] = null;
  let sum = 0;
  for (const row of rows) {
    for (const gw of gameweeks) {
      const cell = row.gameweeks.get(gw);
      if (!cell || cell.value === null) continue;
      sum += cell.value;
      if (!highest || cell.value > highest.value)
        highest = { value: cell.value, team: row.short, gameweek: gw };
    }
    if (row.total !== null && (!mostCreative || row.total > mostCreative.value)) {
      mostCreative = { value: row.total, team: row.short };
    }
  }
  const slots = rows.length * gameweeks.length;
  return { highest, averagePerGameweek: slots > 0 && highest ? sum / slots : null, mostCreative };
}
