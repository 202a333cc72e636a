import { useMemo } from 'react';
import { SortHeader } from '@/components/ui/sort-header';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table';
import { formatCost, formatNumber, formatPercent } from '@/lib/format';
import { useDrawnRows } from '@/lib/use-drawn-rows';
import { cn } from '@/lib/utils';
import { DECIMALS, figureClass } from '../lib/colours';
import { figure, total, type Metric, type PlayerRow } from '../lib/merge';
import { gwKey, sortPlayers, type SortKey, type TableSort } from '../lib/sort';
import { ShowMore, usePaged } from '@/components/ui/show-more';

const METRIC_WORDS: Record<Metric, string> = {
  points: 'Projected points',
  goals: 'Projected goals',
  assists: 'Projected assists',
};

/**
 * Rows drawn in the table's first commit (a laptop's screenful), then the rest a slice at a time, a
 * frame apart (use-drawn-rows.ts): a page of 25 rows of ten cells in one go was a task of 120-180 ms
 * with 4x CPU slowdown, most of it style and layout.
 */
const FIRST_SCREEN = 12;
const ROW_SLICE = 5;

interface Props {
  metric: Metric;
  players: readonly PlayerRow[];
  gameweeks: readonly number[];
  sort: TableSort;
  onSort: (key: SortKey) => void;
}

/** One tab's table: a column per gameweek, the total over them, price and ownership, sortable. */
export function ProjectionTable({ metric, players, gameweeks, sort, onSort }: Props) {
  const sorted = useMemo(
    () => sortPlayers(players, sort, gameweeks, metric),
    [players, sort, gameweeks, metric],
  );
  const page = usePaged(sorted);
  const { shown } = page;
  const drawn = useDrawnRows(shown.length, FIRST_SCREEN, ROW_SLICE);
  const decimals = DECIMALS[metric];
  const header = { sort, onSort };
  return (
    <>
      <Table aria-label={`${METRIC_WORDS[metric]} per gameweek`}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <SortHeader sortKey="player" {...header} className="sticky left-0 z-10 bg-card text-left">
              Player
            </SortHeader>
            <SortHeader sortKey="price" {...header} className="text-right">
              Price
            </SortHeader>
            {gameweeks.map((gw) => (
              <SortHeader key={gw} sortKey={gwKey(gw)} {...header} className="text-right">
                GW{gw}
              </SortHeader>
            ))}
            <SortHeader sortKey="total" {...header} className="text-right">
              Total
            </SortHeader>
            <SortHeader sortKey="ownership" {...header} className="text-right">
              Owned
            </SortHeader>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.slice(0, drawn).map((p) => (
            <TableRow key={p.id} className="h-12 [&_td]:whitespace-nowrap">
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-40 bg-card px-3 text-left font-normal sm:max-w-56"
              >
                <span className="block truncate font-medium">{p.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {p.team} · {p.position}
                </span>
              </th>
              <TableCell className="text-right">{formatCost(Math.round(p.price * 10))}</TableCell>
              {gameweeks.map((gw) => {
                const value = figure(p, gw, metric);
                return (
                  <TableCell key={gw} className="px-1 text-right tabular-nums">
                    <span className={cn('rounded px-1.5 py-0.5', figureClass(metric, value))}>
                      {formatNumber(value, decimals)}
                    </span>
                  </TableCell>
                );
              })}
              <TableCell className="text-right font-semibold tabular-nums">
                {formatNumber(total(p, gameweeks, metric), decimals)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatPercent(p.ownership)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ShowMore page={page} noun="players" className="h-14" />
    </>
  );
}
