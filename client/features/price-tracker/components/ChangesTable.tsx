import { ArrowDown, ArrowUp } from 'lucide-react';
import { memo } from 'react';
import type { PriceChange } from '@contracts/api/prices';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCost, formatDate, formatNumber, formatPercent } from '@/lib/format';
import { useDrawnRows } from '@/lib/use-drawn-rows';
import { cn } from '@/lib/utils';
import { formatSignedCost } from '../lib/format';
import { PlayerCell, type OpenHistory } from './PlayerCell';
import { HeldRows } from '@/components/ui/held-rows';
import { ShowMore, usePaged } from '@/components/ui/show-more';

/**
 * Rows drawn in a list's first commit (a laptop's screenful), then the rest of its page a slice at
 * a time, a frame apart (use-drawn-rows.ts): the other 13 rows of a page in one go were a task of
 * about 100 ms with 4x CPU slowdown, most of it style and layout.
 */
export const FIRST_SCREEN = 12;
export const ROW_SLICE = 5;
/**
 * The changes table starts below a phone's first screen and shows about five rows on a 768 px
 * laptop: it draws six first, holding the place of the rest (53 px rows, Chromium).
 */
const FIRST_CHANGES = 6;
const ROW_PX = 53;

interface Props {
  changes: readonly PriceChange[];
  onOpenHistory: OpenHistory;
}

/**
 * Detected price changes, newest first. Remount it (a `key`) when the filters change. Memoised:
 * the screen redraws when the predictions arrive, and these rows have not changed.
 */
export const ChangesTable = memo(function ChangesTable({ changes, onOpenHistory }: Props) {
  const page = usePaged(changes);
  const { shown } = page;
  const drawn = useDrawnRows(shown.length, FIRST_CHANGES, ROW_SLICE);
  return (
    <>
      <Table aria-label="Recent price changes">
        <TableHeader className="[&_th]:whitespace-nowrap">
          <TableRow>
            <TableHead className="sticky left-0 z-10 bg-card">Player</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Change</TableHead>
            <TableHead className="text-right">Price</TableHead>
            <TableHead className="text-right">Since start</TableHead>
            <TableHead className="text-right">GW</TableHead>
            <TableHead className="text-right">Ownership</TableHead>
            <TableHead className="text-right">In (day)</TableHead>
            <TableHead className="text-right">Out (day)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className="[&_td]:whitespace-nowrap">
          {shown.slice(0, drawn).map((c) => (
            <TableRow key={c.id}>
              <PlayerCell player={c} onOpen={onOpenHistory} />
              <TableCell>{formatDate(c.change_date, 'UTC')}</TableCell>
              <TableCell>
                <Direction direction={c.direction} amount={c.change_amount} />
              </TableCell>
              <TableCell className="text-right">
                <span className="text-muted-foreground">{formatCost(c.old_price)} → </span>
                <span className="font-semibold">{formatCost(c.current_price)}</span>
              </TableCell>
              <TableCell className="text-right">
                <span className={tone(c.total_change)}>{formatSignedCost(c.total_change)}</span>
                <span className="block text-xs text-muted-foreground">from {formatCost(c.start_price)}</span>
              </TableCell>
              <TableCell className={cn('text-right', tone(c.gameweek_change))}>
                {formatSignedCost(c.gameweek_change)}
              </TableCell>
              <TableCell className="text-right">{formatPercent(c.ownership)}</TableCell>
              <TableCell className="text-right">{formatNumber(c.transfers_in)}</TableCell>
              <TableCell className="text-right">{formatNumber(c.transfers_out)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <HeldRows rows={shown.length - drawn} rowPx={ROW_PX} />
      <ShowMore page={page} noun="changes" className="flex-wrap py-3" />
    </>
  );
});

const tone = (tenths: number) => (tenths > 0 ? 'text-success' : tenths < 0 ? 'text-destructive' : '');

export function Direction({ direction, amount }: { direction: 'rise' | 'fall'; amount: number }) {
  const Icon = direction === 'rise' ? ArrowUp : ArrowDown;
  return (
    <span className={cn('inline-flex items-center gap-1 font-semibold', tone(amount))}>
      <Icon aria-hidden="true" className="size-4" />
      {/* The arrow, sign and colour show the direction; the word is for screen readers. */}
      <span className="sr-only">{direction === 'rise' ? 'Rise' : 'Fall'} </span>
      {formatSignedCost(amount)}
    </span>
  );
}
