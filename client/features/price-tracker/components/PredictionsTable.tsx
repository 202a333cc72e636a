import { Lock } from 'lucide-react';
import { Fragment, memo } from 'react';
import type { PredictionMethod, PricePrediction } from '@contracts/api/prices';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCost, formatDateTime, formatNumber, formatPercent, PLACEHOLDER } from '@/lib/format';
import { useDrawnRows } from '@/lib/use-drawn-rows';
import { cn } from '@/lib/utils';
import { predictionDirection } from '../lib/filters';
import { confidenceClass, PROBABILITY_CLASS } from '../lib/levels';
import { METHOD_TEXT } from '../lib/method';
import { Direction, FIRST_SCREEN, ROW_SLICE } from './ChangesTable';
import { PlayerCell, type OpenHistory } from './PlayerCell';
import { ShowMore, usePaged } from '@/components/ui/show-more';

interface Props {
  predictions: readonly PricePrediction[];
  method: PredictionMethod;
  onOpenHistory: OpenHistory;
}

const COLUMNS = 9;

/** Predicted changes, in the server's order (strongest probability first); memoised as ChangesTable. */
export const PredictionsTable = memo(function PredictionsTable({
  predictions,
  method,
  onOpenHistory,
}: Props) {
  const words = METHOD_TEXT[method];
  const page = usePaged(predictions);
  const { shown } = page;
  const drawn = useDrawnRows(shown.length, FIRST_SCREEN, ROW_SLICE);
  return (
    <>
      <Table aria-label="Price predictions">
        <TableHeader className="[&_th]:whitespace-nowrap">
          <TableRow>
            <TableHead className="sticky left-0 z-10 bg-card">Player</TableHead>
            <TableHead className="text-right">Price</TableHead>
            <TableHead>Prediction</TableHead>
            <TableHead>
              <abbr title={words.level}>Level</abbr>
            </TableHead>
            <TableHead className="text-right">
              <abbr title={words.progress}>Progress</abbr>
            </TableHead>
            <TableHead className="text-right">
              <abbr title={words.chance}>Chance by deadline</abbr>
            </TableHead>
            <TableHead className="text-right">Ownership</TableHead>
            <TableHead className="text-right">In (GW)</TableHead>
            <TableHead className="text-right">Out (GW)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.slice(0, drawn).map((p) => (
            <Fragment key={p.player_id}>
              <TableRow className="border-b-0 [&_td]:whitespace-nowrap">
                <PlayerCell player={p} onOpen={onOpenHistory} />
                <TableCell className="text-right font-semibold">{formatCost(p.current_price)}</TableCell>
                <TableCell>
                  <Direction direction={predictionDirection(p)} amount={p.predicted_change} />
                </TableCell>
                <TableCell>
                  <Badge className={PROBABILITY_CLASS[p.probability]}>{p.probability}</Badge>
                </TableCell>
                <TableCell className={cn('text-right font-semibold', confidenceClass(p.confidence))}>
                  {formatPercent(p.confidence, 0)}
                </TableCell>
                <TableCell className="text-right" data-testid="chance">
                  {p.chance === null ? PLACEHOLDER : formatPercent(p.chance * 100, 0)}
                </TableCell>
                <TableCell className="text-right">{formatPercent(p.ownership_percentage)}</TableCell>
                <TableCell className="text-right">{formatNumber(p.transfers_in)}</TableCell>
                <TableCell className="text-right">{formatNumber(p.transfers_out)}</TableCell>
              </TableRow>
              {/* The reason reads as a sentence: its own line under the figures, kept in view on phones. */}
              <TableRow>
                <TableCell colSpan={COLUMNS} className="pt-0 text-xs text-muted-foreground">
                  <div className="sticky left-3 max-w-[min(48rem,calc(100vw-4rem))]" data-testid="reason">
                    {p.reason}
                    {p.locked_until ? (
                      <span className="mt-1 flex items-center gap-1 text-warning">
                        <Lock aria-hidden="true" className="size-3" />
                        Locked until {formatDateTime(p.locked_until)}
                      </span>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            </Fragment>
          ))}
        </TableBody>
      </Table>
      <ShowMore page={page} noun="predictions" className="flex-wrap py-3" />
    </>
  );
});
