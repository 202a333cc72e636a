import { useState, type ReactNode } from 'react';
import { SortHeader } from '@/components/ui/sort-header';
import { ScrollFrame } from '@/components/ui/scroll-frame';
import { formatProjected } from '../lib/format';
import type { PlayerRow, PlayerSort, SortKey } from '../lib/player-rows';
import { PAGE_SIZE, Pager } from './Pager';

export interface Column<R> {
  key: SortKey;
  label: string;
  numeric?: boolean;
  /** Columns hidden on phones (the figures that matter stay). */
  wideOnly?: boolean;
  cell: (row: R) => ReactNode;
}

interface Props<R> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<R>[];
  /** Already filtered and sorted. */
  rows: readonly R[];
  sort: PlayerSort;
  onSort: (key: SortKey) => void;
}

/** The player's name; on phones, where the Team and Position columns are hidden, his club and position beneath. */
export function playerCell(row: PlayerRow) {
  return (
    <>
      <span className="block truncate">{row.name}</span>
      <span className="block text-xs font-normal text-muted-foreground sm:hidden">
        {row.team_short} · {row.position}
      </span>
    </>
  );
}

/** The season's projection, with what he has already scored beside it where there is room. */
export function projectedCell(row: PlayerRow) {
  return (
    <>
      <span className="font-semibold">{formatProjected(row.projected)}</span>
      <span className="ml-1 hidden text-xs text-muted-foreground sm:inline">({row.so_far} so far)</span>
    </>
  );
}

/** Row height shared with the loading skeleton, so the table does not move when the data arrives. */
export const ROW_HEIGHT = 'h-11';

// Class names fixed per column, joined once here rather than merged (cn) for each of a page's
// 350 cells: tailwind-merge's work showed in the profile of a page's first render.
type Layout = Pick<Column<unknown>, 'numeric' | 'wideOnly'>;
const ROW_CLASS = `${ROW_HEIGHT} border-b last:border-0 hover:bg-muted/60`;
const WIDE_ONLY = 'hidden sm:table-cell';
const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');
const cellClass = (c: Layout) =>
  classes('px-2 whitespace-nowrap', c.numeric && 'text-right tabular-nums', c.wideOnly && WIDE_ONLY);
const headerClass = (c: Layout) => classes(c.numeric && 'text-right', c.wideOnly && WIDE_ONLY);
// The player column stays put while the figures scroll sideways on a phone.
const STICKY = 'sticky left-0 z-10 bg-card';

/**
 * The sortable player table, 50 rows a page. The first column (the player) is the row header.
 * Give it a `key` that changes with the filters and sort, so it returns to page 1.
 */
export function PlayerTable<R extends PlayerRow>({ label, columns, rows, sort, onSort }: Props<R>) {
  const [page, setPage] = useState(0);
  const pages = Math.ceil(rows.length / PAGE_SIZE);
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <>
      <ScrollFrame label={label} className="w-full">
        <table aria-label={label} className="w-full text-sm">
          <thead className="border-b">
            <tr>
              {columns.map((c) => (
                <SortHeader
                  key={c.key}
                  sortKey={c.key}
                  sort={sort}
                  onSort={onSort}
                  className={c === first ? classes(headerClass(c), STICKY) : headerClass(c)}
                >
                  {c.label}
                </SortHeader>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id} className={ROW_CLASS}>
                <th
                  scope="row"
                  className={`${STICKY} max-w-36 px-3 text-left leading-tight font-medium sm:max-w-44`}
                >
                  {first.cell(r)}
                </th>
                {rest.map((c) => (
                  <td key={c.key} className={cellClass(c)}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}
