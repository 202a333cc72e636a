import type { StatRow } from './rows';
import { columnSorting, type ColumnSort } from '@/lib/column-sort';
import { compareText } from '@/lib/compare-text';

export type SortField =
  | 'webName'
  | 'teamShort'
  | 'position'
  | 'cost'
  | 'totalPoints'
  | 'pointsPerGame'
  | 'form'
  | 'goals'
  | 'assists'
  | 'cleanSheets'
  | 'minutes'
  | 'bonus'
  | 'ict'
  | 'selectedBy';

export type SortState = ColumnSort<SortField>;

export const DEFAULT_SORT: SortState = { key: 'totalPoints', direction: 'desc' };

/** Sorting the same field toggles asc/desc; a new field starts descending. */
export const { nextSort } = columnSorting<SortField>(() => 'desc');

const TEXT_FIELDS = new Set<SortField>(['webName', 'teamShort']);

/** Names sort alphabetically; numbers numerically with missing values as 0. Ties keep the input order. */
export function sortRows(rows: readonly StatRow[], sort: SortState): StatRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const key = (r: StatRow) => (sort.key === 'position' ? r.elementType : r[sort.key]);
  if (TEXT_FIELDS.has(sort.key)) {
    return [...rows].sort((a, b) => sign * compareText(String(key(a)), String(key(b))));
  }
  return [...rows].sort((a, b) => sign * ((Number(key(a)) || 0) - (Number(key(b)) || 0)));
}
