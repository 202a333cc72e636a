import { columnSorting, type ColumnSort } from '@/lib/column-sort';
import { compareText } from '@/lib/compare-text';

/**
 * Sorting of the team tables. A key is a gameweek column (`gw5`), a total column, the team name, or
 * the goals-against page's Defensive Ranking (fewest conceded first).
 */
export type TotalKey = 'total' | 'season' | 'average';
export type SortKey = 'team' | 'defensive' | TotalKey | `gw${number}`;

export type TeamSort = ColumnSort<SortKey>;

/** The values a row sorts by; `null` (a blank gameweek, an average without a match) sorts last. */
export interface SortableRow {
  name: string;
  gameweeks: ReadonlyMap<number, { value: number | null }>;
  total: number | null;
  season: number | null;
  average: number | null;
}

export const gwKey = (gw: number): SortKey => `gw${gw}`;

/** The gameweek of a `gw<n>` key, else null. */
export function gameweekOf(key: SortKey): number | null {
  return key.startsWith('gw') ? Number(key.slice(2)) : null;
}

/** Names read A to Z and the Defensive Ranking best defence first on the first click; numbers high to low. */
export const { sortBy, nextSort } = columnSorting<SortKey>((key) =>
  key === 'team' || key === 'defensive' ? 'asc' : 'desc',
);

function valueOf(row: SortableRow, key: SortKey): number | null {
  const gw = gameweekOf(key);
  if (gw !== null) {
    return row.gameweeks.get(gw)?.value ?? null;
  }
  if (key === 'defensive' || key === 'total') return row.total;
  if (key === 'season' || key === 'average') return row[key];
  return null;
}

/**
 * The rows in the sort's order; a missing value (no match in the sorted gameweek) goes last either way, and
 * ties fall back to the team name so the order never depends on the server's.
 */
export function sortTeams<R extends SortableRow>(rows: readonly R[], sort: TeamSort): R[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: R, b: R) => compareText(a.name, b.name);
  if (sort.key === 'team') return [...rows].sort((a, b) => sign * byName(a, b));
  return [...rows].sort((a, b) => {
    const va = valueOf(a, sort.key);
    const vb = valueOf(b, sort.key);
    if (va === null || vb === null) return va === vb ? byName(a, b) : va === null ? 1 : -1;
    return sign * (va - vb) || byName(a, b);
  });
}
