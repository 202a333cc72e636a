import type { AllTeamsTotals, GameweekCell as ApiCell, TeamTotalsRow } from '@contracts/api/team-projections';
import type { SortableRow } from './sort';

/**
 * A team's value in one gameweek: null with `matches` 0 in a blank gameweek; with `matches` 2 a
 * double gameweek. `detail` names the matches behind it, for the cell's hover text.
 */
export interface GameweekCell {
  value: number | null;
  matches: number;
  detail?: string;
}

/** How a double gameweek's cell holds its matches: goals and assists add up, percentages average. */
export type CellCombine = 'sum' | 'mean';

/**
 * The per-match value a cell is coloured by, so a double gameweek's two 1.2-goal matches read as
 * 1.2 a match (the bands are per match), not as the 2.4 the cell shows.
 */
export function perMatchValue(cell: { value: number; matches: number }, combine: CellCombine): number {
  return combine === 'sum' && cell.matches > 1 ? cell.value / cell.matches : cell.value;
}

/** One team's line of a team table, whatever the measure (goals, goals against, assists, clean sheets). */
export interface TeamTableRow extends SortableRow {
  teamId: number;
  short: string;
  gameweeks: ReadonlyMap<number, GameweekCell>;
}

/** The line under a team table: the all-teams TOTAL, or the league average for percentages. */
export type FooterRow = Pick<TeamTableRow, 'gameweeks' | 'total' | 'season' | 'average'>;

const detailOf = (cell: ApiCell, format: (value: number) => string) =>
  cell.matches.length === 0
    ? undefined
    : cell.matches
        .map(
          (m) =>
            `${m.home ? 'vs' : '@'} ${m.opponent_short}: ${format(m.value)}${m.finished ? ' (played)' : ''}`,
        )
        .join(', ');

/** The contract's cells as the table reads them, keyed by gameweek. */
export function cellsOf(
  cells: readonly ApiCell[],
  format: (value: number) => string,
): Map<number, GameweekCell> {
  return new Map(
    cells.map((c) => [
      c.gameweek,
      { value: c.match_count > 0 ? c.value : null, matches: c.match_count, detail: detailOf(c, format) },
    ]),
  );
}

/** A goals or assists row: Period Total, Season Total and the average per match in the range. */
export function totalsRow(row: TeamTotalsRow, format: (value: number) => string): TeamTableRow {
  return {
    teamId: row.team_id,
    name: row.team_name,
    short: row.team_short,
    gameweeks: cellsOf(row.gameweeks, format),
    total: row.period_total,
    season: row.season_total,
    average: row.period_per_game,
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The TOTAL line from the server's league-wide totals; its average is per club-match (the period
 * total over every club's matches in the range), the same measure as a team's per-game figure.
 */
export function totalsFooter(totals: AllTeamsTotals, format: (value: number) => string): FooterRow {
  const clubMatches = sum(totals.gameweeks.map((c) => c.match_count));
  return {
    gameweeks: cellsOf(totals.gameweeks, format),
    total: totals.period_total,
    season: totals.season_total,
    average: clubMatches > 0 ? totals.period_total / clubMatches : null,
  };
}

const mean = (values: readonly (number | null | undefined)[]) => {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length === 0 ? null : sum(known) / known.length;
};

/**
 * The league-average line under a percentage table: each column is the mean over the teams that have
 * a value in it (a team without a match in a gameweek is left out, not counted as 0).
 */
export function averageFooter(rows: readonly TeamTableRow[], gameweeks: readonly number[]): FooterRow {
  const cells = new Map<number, GameweekCell>();
  for (const gw of gameweeks) {
    const cellsOfGw = rows.map((r) => r.gameweeks.get(gw));
    const value = mean(cellsOfGw.map((c) => c?.value));
    cells.set(gw, { value, matches: sum(cellsOfGw.map((c) => c?.matches ?? 0)) });
  }
  return {
    gameweeks: cells,
    total: mean(rows.map((r) => r.total)),
    season: mean(rows.map((r) => r.season)),
    average: mean(rows.map((r) => r.average)),
  };
}
