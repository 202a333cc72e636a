import { figure, total, type Metric, type PlayerRow } from './merge';
import { columnSorting, type ColumnSort } from '@/lib/column-sort';
import { compareText } from '@/lib/compare-text';

/** A sortable column: the player's name, a gameweek (`gw14`), the total, price or ownership. */
export type SortKey = 'player' | 'total' | 'price' | 'ownership' | `gw${number}`;

export type TableSort = ColumnSort<SortKey>;

export const DEFAULT_SORT: TableSort = { key: 'total', direction: 'desc' };

export const gwKey = (gw: number): SortKey => `gw${gw}`;

/** Clicking the sorting header reverses it; another header starts names A to Z and numbers high to low. */
export const { nextSort } = columnSorting<SortKey>((key) => (key === 'player' ? 'asc' : 'desc'));

function valueOf(row: PlayerRow, key: SortKey, gameweeks: readonly number[], metric: Metric): number {
  if (key === 'total') return total(row, gameweeks, metric);
  if (key === 'price') return row.price;
  if (key === 'ownership') return row.ownership;
  return figure(row, Number(key.slice(2)), metric);
}

/**
 * The rows in the sort's order for the tab's figure. A gameweek missing from a player's answers
 * counts as 0 (the spec's rule for missing values); ties fall back to the name, so the order never
 * depends on the server's.
 */
export function sortPlayers(
  rows: readonly PlayerRow[],
  sort: TableSort,
  gameweeks: readonly number[],
  metric: Metric,
): PlayerRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: PlayerRow, b: PlayerRow) => compareText(a.name, b.name) || a.id - b.id;
  if (sort.key === 'player') return [...rows].sort((a, b) => sign * byName(a, b));
  // Each row's value once, not once per comparison: a total sums up to six gameweeks.
  const keyed = rows.map((row) => ({ row, value: valueOf(row, sort.key, gameweeks, metric) }));
  keyed.sort((a, b) => sign * (a.value - b.value) || byName(a.row, b.row));
  return keyed.map((k) => k.row);
}
