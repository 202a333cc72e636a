import { useMemo, useState } from 'react';
import {
  filterOptions,
  filterRows,
  nextSort,
  NO_FILTER,
  sortRows,
  type PlayerFilter,
  type PlayerRow,
  type PlayerSort,
  type SortKey,
} from './player-rows';

const NO_ROWS: readonly PlayerRow[] = [];

/** The filter and sort state of a player table, and the rows they leave (recomputed only when one changes). */
export function usePlayerTable<R extends PlayerRow>(rows: readonly R[] | undefined, initial: PlayerSort) {
  const [filter, setFilter] = useState<PlayerFilter>(NO_FILTER);
  const [sort, setSort] = useState<PlayerSort>(initial);
  const all = (rows ?? NO_ROWS) as readonly R[];
  const options = useMemo(() => filterOptions(all), [all]);
  const shown = useMemo(() => sortRows(filterRows(all, filter), sort), [all, filter, sort]);
  return {
    filter,
    setFilter,
    sort,
    setSort,
    onSort: (key: SortKey) => setSort((s) => nextSort(s, key)),
    options,
    shown,
    /** Changes with the filters and sort: the table's key, so it goes back to page 1. */
    viewKey: JSON.stringify([filter, sort]),
  };
}
