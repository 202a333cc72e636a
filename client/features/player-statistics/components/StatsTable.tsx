import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo } from 'react';
import { HeldRows } from '@/components/ui/held-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDrawnRows } from '@/lib/use-drawn-rows';
import { cn } from '@/lib/utils';
import type { StatRow } from '../lib/rows';
import type { SortField, SortState } from '../lib/sort';
import { visibleColumns } from './columns';

/**
 * Rows of a page drawn in its first commit, then the rest a slice at a time, a frame apart, their
 * place held meanwhile (use-drawn-rows.ts): the table starts below a phone's first screen and shows
 * about four rows on a 768 px laptop; ten rows of fifteen cells and then ten more were tasks of
 * about 100 ms each with 4x CPU slowdown. Rows are 53 px high (two lines; Chromium).
 */
const FIRST_SCREEN = 5;
const ROW_SLICE = 5;
const ROW_PX = 53;

interface Props {
  rows: readonly StatRow[];
  live: boolean;
  sort: SortState;
  onSort: (field: SortField) => void;
}

/**
 * The player table: every sortable header is a button; the table scrolls sideways in its card on a
 * phone. Its fifteen columns fit a 1366 px laptop beside the sidebar with narrow cell padding and the
 * sort arrow shown on the sorted column alone below 1536 px (the arrows of the others took 250 px).
 * Memoised: the screen redraws when the list of seasons arrives, and the page's rows have not changed.
 */
export const StatsTable = memo(function StatsTable({ rows, live, sort, onSort }: Props) {
  const columns = visibleColumns(live);
  const drawn = useDrawnRows(rows.length, FIRST_SCREEN, ROW_SLICE);
  return (
    <>
      <Table aria-label="Player statistics">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((c) => {
              const active = c.field !== undefined && sort.key === c.field;
              const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
              return (
                <TableHead
                  key={c.key}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn('px-1.5 whitespace-nowrap', c.numeric && 'px-1 text-right')}
                >
                  {c.field ? (
                    <button
                      type="button"
                      title={c.title}
                      onClick={() => c.field && onSort(c.field)}
                      className={cn(
                        'inline-flex items-center gap-1 rounded px-0.5 py-0.5 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        active && 'text-brand-purple',
                      )}
                    >
                      {c.label}
                      {c.title ? <span className="sr-only"> ({c.title})</span> : null}
                      <Icon aria-hidden="true" className={cn('size-3.5', !active && 'hidden 2xl:inline')} />
                    </button>
                  ) : (
                    c.label
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.slice(0, drawn).map((r) => (
            <TableRow key={r.id}>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  className={cn('px-1.5', c.numeric && 'px-1 text-right tabular-nums whitespace-nowrap')}
                >
                  {c.render(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <HeldRows rows={rows.length - drawn} rowPx={ROW_PX} />
    </>
  );
});
