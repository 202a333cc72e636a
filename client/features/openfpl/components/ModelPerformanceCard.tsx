import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import type { OpenfplMetrics } from '@contracts/api/openfpl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatNumber, formatPercent, PLACEHOLDER } from '@/lib/format';
import { offscreenStyle } from '@/lib/offscreen';
import { openfplMetricsQuery } from '@/api/openfpl-projections';
import { NotMeasured } from '@/components/not-measured';

type RmseKey = 'rmse_overall' | 'rmse_haulers' | 'rmse_tickers' | 'rmse_blanks';

// The spec's buckets by points scored, as the backtest defines them.
const ROWS: readonly { key: RmseKey; label: string }[] = [
  { key: 'rmse_overall', label: 'Overall' },
  { key: 'rmse_haulers', label: 'Haulers (5+ points)' },
  { key: 'rmse_tickers', label: 'Tickers (3-4 points)' },
  { key: 'rmse_blanks', label: 'Blanks (1-2 points)' },
];

/** The stored backtest's error figures beside the game's own xP, read from `/api/openfpl-metrics` only. */
export function ModelPerformanceCard() {
  const metrics = useQuery(openfplMetricsQuery());
  return (
    // Below the table, off a phone's first screen (about 2.5k px down): drawn when it scrolls near.
    // About 500 px high on a laptop, 970 px on a phone (Chromium).
    <Card
      role="region"
      aria-labelledby="openfpl-performance-title"
      className="mt-6"
      style={offscreenStyle(970)}
    >
      <CardHeader>
        <CardTitle id="openfpl-performance-title" className="flex items-center gap-2">
          <Activity aria-hidden="true" className="size-5 text-brand-purple" />
          Model performance
        </CardTitle>
        <CardDescription>
          Root mean squared error of one-gameweek-ahead projected points (lower is better), beside the game's
          own expected points (xP) on the same player-gameweeks: the figure it published before the deadline,
          and the one its history records for the gameweek (worked out after it, so it has seen that
          gameweek's form).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {metrics.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : metrics.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load the model's measured figures.
          </p>
        ) : (
          <MetricsBody metrics={metrics.data} />
        )}
      </CardContent>
    </Card>
  );
}

function MetricsBody({ metrics }: { metrics: OpenfplMetrics }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      {metrics.last_updated === null ? (
        <NotMeasured
          testId="metrics-message"
          what="the points model's error (each past gameweek projected from the matches before it)"
        />
      ) : metrics.message ? (
        <p data-testid="metrics-message" className="rounded-md bg-muted p-3">
          {metrics.message}
        </p>
      ) : null}
      <Table aria-label="Error of projected points">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Points scored</TableHead>
            <TableHead className="text-right">Model RMSE</TableHead>
            <TableHead className="text-right">xP before deadline</TableHead>
            <TableHead className="text-right">xP recorded after</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ROWS.map(({ key, label }) => (
            <TableRow key={key}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {label}
              </th>
              <TableCell className="text-right font-semibold tabular-nums">
                {formatNumber(metrics[key], 3)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatNumber(metrics.xp_before[key], 3)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(metrics.xp[key], 3)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label="Accuracy rate (within 2 points)"
          value={metrics.accuracy_rate === null ? PLACEHOLDER : formatPercent(metrics.accuracy_rate * 100)}
        />
        <Figure label="Rows scored" value={formatNumber(metrics.rows)} />
        <Figure label="Seasons" value={metrics.seasons.length ? metrics.seasons.join(', ') : PLACEHOLDER} />
        <Figure
          label="Last updated"
          value={metrics.last_updated ? formatDateTime(metrics.last_updated) : 'Not yet'}
        />
      </dl>
      <p className="text-xs text-muted-foreground">{metrics.definitions}</p>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
