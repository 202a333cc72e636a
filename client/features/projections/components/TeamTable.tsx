import { SortHeader } from '@/components/ui/sort-header';
import { ScrollTable } from '@/components/ui/scroll-frame';
import { cn } from '@/lib/utils';
import type { Bands } from '../lib/colours';
import { toneOf } from '../lib/colours';
import { gwKey, type SortKey, type TeamSort, type TotalKey } from '../lib/sort';
import {
  perMatchValue,
  type CellCombine,
  type FooterRow,
  type GameweekCell,
  type TeamTableRow,
} from '../lib/team-table';
import { BandLegend } from './BandLegend';

// This table's header cells: as tight as its body's cells, not the shared header's 40 px height.
const HEAD = 'h-auto px-1 py-2';

export interface TotalColumn {
  key: TotalKey;
  label: string;
}

interface Props {
  caption: string;
  gameweeks: readonly number[];
  /** Already in the sort's order. */
  rows: readonly TeamTableRow[];
  footer: { label: string; row: FooterRow };
  totals: readonly TotalColumn[];
  /** A value as the cells show it, e.g. "1.45" or "38%". */
  format: (value: number) => string;
  bands: Bands;
  /** The legend's unit: '%' for percentages. */
  unit?: string;
  combine: CellCombine;
  sort: TeamSort;
  onSort: (key: SortKey) => void;
}

/**
 * A team per row, a gameweek per column, then the totals; an all-teams line at the foot. The first
 * column stays put while the table scrolls sideways inside its card on a phone.
 */
export function TeamTable({
  caption,
  gameweeks,
  rows,
  footer,
  totals,
  format,
  bands,
  unit,
  combine,
  sort,
  onSort,
}: Props) {
  const header = { sort, onSort };
  return (
    <>
      <ScrollTable label={caption}>
        <thead>
          <tr className="border-b">
            <SortHeader {...header} sortKey="team" className={`${HEAD} sticky left-0 z-10 bg-card text-left`}>
              Team
            </SortHeader>
            {gameweeks.map((gw) => (
              <SortHeader key={gw} {...header} sortKey={gwKey(gw)} className={`${HEAD} text-center`}>
                GW{gw}
              </SortHeader>
            ))}
            {totals.map((t) => (
              <SortHeader key={t.key} {...header} sortKey={t.key} className={`${HEAD} text-right`}>
                {t.label}
              </SortHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamId} className="border-b">
              <th
                scope="row"
                title={row.name}
                className="sticky left-0 z-10 bg-card px-3 py-1.5 text-left font-semibold"
              >
                {row.short}
              </th>
              {gameweeks.map((gw) => (
                <td key={gw} className="px-1.5 py-1 text-center">
                  <Cell
                    cell={row.gameweeks.get(gw)}
                    format={format}
                    tone={(c) => toneOf(perMatchValue(c, combine), bands)}
                  />
                </td>
              ))}
              {totals.map((t) => (
                <td key={t.key} className="px-3 py-1.5 text-right font-medium tabular-nums">
                  <Total value={row[t.key]} format={format} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 bg-muted font-semibold">
          <tr>
            <th scope="row" className="sticky left-0 z-10 bg-muted px-3 py-2 text-left">
              {footer.label}
            </th>
            {gameweeks.map((gw) => (
              <td key={gw} className="px-1.5 py-2 text-center tabular-nums">
                <Cell cell={footer.row.gameweeks.get(gw)} format={format} plain />
              </td>
            ))}
            {totals.map((t) => (
              <td key={t.key} className="px-3 py-2 text-right tabular-nums">
                <Total value={footer.row[t.key]} format={format} />
              </td>
            ))}
          </tr>
        </tfoot>
      </ScrollTable>
      <BandLegend bands={bands} unit={unit} />
    </>
  );
}

function Total({ value, format }: { value: number | null; format: (value: number) => string }) {
  return value === null ? <span className="text-muted-foreground">-</span> : <>{format(value)}</>;
}

/** A gameweek's value; '-' for a blank gameweek, a "2" marker for a double gameweek. */
function Cell({
  cell,
  format,
  tone,
  plain = false,
}: {
  cell: GameweekCell | undefined;
  format: (value: number) => string;
  tone?: (cell: GameweekCell & { value: number }) => string;
  /** The footer's cells: no double marker (their match count is every club's). */
  plain?: boolean;
}) {
  if (!cell || cell.value === null) {
    return (
      <span title="No match this gameweek" className="text-muted-foreground">
        -
      </span>
    );
  }
  const double = !plain && cell.matches > 1;
  return (
    <span
      title={double ? `${cell.matches} matches: ${cell.detail ?? ''}` : cell.detail}
      className={cn(
        'inline-flex min-w-14 items-center justify-center gap-0.5 rounded px-1.5 py-1 text-xs font-semibold tabular-nums whitespace-nowrap',
        tone?.({ ...cell, value: cell.value }),
      )}
    >
      {format(cell.value)}
      {double ? (
        <>
          <sup aria-hidden="true" className="text-[10px] font-bold">
            {cell.matches}
          </sup>
          <span className="sr-only"> ({cell.matches} matches)</span>
        </>
      ) : null}
    </span>
  );
}
