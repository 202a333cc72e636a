export type SortDirection = 'asc' | 'desc';

/** A table's order: the column it sorts by and which way. */
export interface ColumnSort<K extends string> {
  key: K;
  direction: SortDirection;
}

/**
 * A table's header clicks, given the direction each column starts in (names A to Z, numbers high to
 * low, as each screen's spec says): `sortBy` starts a column afresh (a select's pick or a new header);
 * `nextSort` reverses the column that already sorts and starts any other.
 */
export function columnSorting<K extends string>(firstDirection: (key: K) => SortDirection) {
  const sortBy = (key: K): ColumnSort<K> => ({ key, direction: firstDirection(key) });
  const nextSort = (current: ColumnSort<K>, key: K): ColumnSort<K> =>
    current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : sortBy(key);
  return { sortBy, nextSort };
}
