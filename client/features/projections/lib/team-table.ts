import type { SortableRow } from './sort';

/** A team's value in one gameweek: `matches` 0 is a blank gameweek, 2 a double (the value sums both). */
export interface GameweekCell {
  value: number;
  matches: number;
}

/** One team's line of a team table, whatever the measure (goals, goals against, assists, clean sheets). */
export interface TeamTableRow extends SortableRow {
  teamId: number;
  short: string;
  gameweeks: ReadonlyMap<number, GameweekCell>;
}

/** The footer line: every column summed over the teams (TOTAL), or their mean (for percentages). */
export type FooterKind = 'sum' | 'mean';

export interface FooterRow {
  gameweeks: ReadonlyMap<number, GameweekCell>;
  total: number;
  season: number;
  average: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The all-teams line under a team table. A gameweek column adds the teams that play in it (a blank
 * team adds nothing; its match count stays 0 when nobody plays); `mean` divides by the teams that play.
 */
export function footerRow(
  rows: readonly TeamTableRow[],
  gameweeks: readonly number[],
  kind: FooterKind,
): FooterRow {
  const combine = (values: readonly number[]) =>
    kind === 'sum' || values.length === 0 ? sum(values) : sum(values) / values.length;
  const cells = new Map<number, GameweekCell>();
  for (const gw of gameweeks) {
    const playing = rows.flatMap((r) => {
      const cell = r.gameweeks.get(gw);
      return cell && cell.matches > 0 ? [cell] : [];
    });
    cells.set(gw, {
      value: combine(playing.map((c) => c.value)),
      matches: sum(playing.map((c) => c.matches)),
    });
  }
  return {
    gameweeks: cells,
    total: combine(rows.map((r) => r.total)),
    season: combine(rows.map((r) => r.season)),
    average: combine(rows.map((r) => r.average)),
  };
}
