import type { StatRow } from './rows';
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

export interface SortState {
  field: SortField;
  direction: 'asc' | 'desc';
}

export const DEFAULT_SORT: SortState = { field: 'totalPoints', direction: 'desc' };

/** Sorting the same field toggles asc/desc; a new field starts descending. */
export function nextSort(current: SortState, field: SortField): SortState {
  if (current.field === field) return { field, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { field, direction: 'desc' };
}

const TEXT_FIELDS = new Set<SortField>(['webName', 'teamShort']);

/** Names sort alphabetically; numbers numerically with missing values as 0. Ties keep the input order. */
export function sortRows(rows: readonly StatRow[], sort: SortState): StatRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const key = (r: StatRow) => (sort.field === 'position' ? r.elementType : r[sort.field]);
  if (TEXT_FIELDS.has(sort.field)) {
    return [...rows].sort((a, b) => sign * compareText(String(key(a)), String(key(b))));
  }
  return [...rows].sort((a, b) => sign * ((Number(key(a)) || 0) - (Number(key(b)) || 0)));
}
