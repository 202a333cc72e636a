import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { PriceHistoryResponse } from '@contracts/api/prices';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatCost, formatDate, formatNumber } from '@/lib/format';
import { priceHistoryQuery } from '@/api/prices';
import { formatSignedCost } from '../lib/format';
import { countMoves } from '../lib/price-history';
import type { PlayerRef } from './PlayerCell';
import { Figure } from '@/components/ui/figure';

// Recharts (about 100 KB gzip) loads while the dialog already shows the summary.
const PriceHistoryChart = lazy(() =>
  import('./PriceHistoryChart').then((m) => ({ default: m.PriceHistoryChart })),
);

interface Props {
  /** The player whose history is open, or null when the dialog is closed. */
  player: PlayerRef | null;
  onClose: () => void;
  /** There is no Radix trigger (any row opens it), so the screen puts focus back on the opener. */
  onReturnFocus: () => void;
}

export function PriceHistoryDialog({ player, onClose, onReturnFocus }: Props) {
  return (
    <Dialog open={player !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onReturnFocus();
        }}
      >
        {player ? <HistoryBody player={player} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function HistoryBody({ player }: { player: PlayerRef }) {
  const history = useQuery(priceHistoryQuery(player.player_id));
  return (
    <>
      <DialogHeader>
        <DialogTitle>{player.player_name}: price history</DialogTitle>
        <DialogDescription>
          {player.team_name} · {player.position} · the price captured each day this season
        </DialogDescription>
      </DialogHeader>
      {history.isPending ? (
        <Spinner label="Loading price history..." />
      ) : history.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Unable to load this player's price history. {history.error.message}
        </p>
      ) : history.data.points.length === 0 ? (
        <p className="text-sm text-muted-foreground">No prices have been captured for this player yet.</p>
      ) : (
        <>
          <HistorySummary history={history.data} />
          <Suspense
            fallback={
              // The chart's own height, so the dialog does not grow when it arrives.
              <div className="flex h-64 items-center justify-center">
                <Spinner label="Loading chart..." />
              </div>
            }
          >
            <PriceHistoryChart points={history.data.points} playerName={player.player_name} />
          </Suspense>
        </>
      )}
    </>
  );
}

function HistorySummary({ history }: { history: PriceHistoryResponse }) {
  const { rises, falls } = countMoves(history.points);
  const first = history.points[0];
  const last = history.points.at(-1);
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <SummaryItem label="Start price" value={formatCost(history.start_price)} />
        <SummaryItem label="Current price" value={formatCost(history.current_price)} />
        <SummaryItem
          label="Season change"
          value={
            history.current_price === null || history.start_price === null
              ? formatCost(null)
              : formatSignedCost(history.current_price - history.start_price)
          }
        />
        <SummaryItem label="Rises / falls" value={`${formatNumber(rises)} / ${formatNumber(falls)}`} />
      </dl>
      {first && last ? (
        <p className="text-xs text-muted-foreground">
          {formatNumber(history.points.length)} days captured, {formatDate(first.date, 'UTC')} to{' '}
          {formatDate(last.date, 'UTC')}.
        </p>
      ) : null}
    </div>
  );
}

function SummaryItem({ label, value }: { label: string; value: string }) {
  return (
    <Figure label={label} className="rounded-md border p-2" valueClassName="font-semibold">
      {value}
    </Figure>
  );
}
