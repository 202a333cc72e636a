import { useQuery } from '@tanstack/react-query';
import { Brain } from 'lucide-react';
import type { BacktestRun, BacktestScore, PriceMetricsResponse } from '@contracts/api/prices';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatNumber, formatPercent, PLACEHOLDER } from '@/lib/format';
import { cn } from '@/lib/utils';
import { priceMetricsQuery } from '@/api/prices';

/**
 * How predictions are made and how well they did, from the server's measured figures only: the
 * real count of active players and the latest backtest (spec 000's claims of weekly retraining,
 * 4 seasons and 693 players are not shown, as nothing here measures them).
 */
export function PredictionSystemCard() {
  const metrics = useQuery(priceMetricsQuery());
  return (
    <Card role="region" className="mt-6" aria-labelledby="prediction-system-title">
      <CardHeader>
        <CardTitle id="prediction-system-title" className="flex items-center gap-2">
          <Brain aria-hidden="true" className="size-5 text-brand-purple" />
          Prediction System
        </CardTitle>
        <CardDescription>
          {metrics.data?.prediction_source === 'official'
            ? "Predictions come from the game's own price-change figures."
            : "Predictions come from a transfer-threshold model: net transfers since each player's last price change, measured against the transfers a change needs."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {metrics.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : metrics.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load the prediction system figures.
          </p>
        ) : (
          <MetricsBody metrics={metrics.data} />
        )}
      </CardContent>
    </Card>
  );
}

function MetricsBody({ metrics }: { metrics: PriceMetricsResponse }) {
  const { backtest } = metrics;
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Active players" value={formatNumber(metrics.active_players)} />
        <Figure label="Days captured this season" value={formatNumber(metrics.captured_days)} />
        <Figure
          label="Last measured"
          value={backtest ? formatDateTime(backtest.measured_at) : 'Not yet'}
          className="col-span-2 sm:col-span-1"
        />
      </dl>
      {backtest ? (
        <>
          <p className="text-muted-foreground">{backtest.model}</p>
          {backtest.runs.map((run) => (
            <RunScores key={`${run.dataset}-${run.seasons.join()}`} run={run} />
          ))}
        </>
      ) : (
        <p data-testid="backtest-missing" className="rounded-md bg-muted p-3">
          The predictor's accuracy has not been measured yet. Run{' '}
          <code className="font-mono">npm run backtest-prices</code> on the server (add{' '}
          <code className="font-mono">-- --demo</code> for the demo season) to score it against the captured
          prices and imported seasons; its precision, recall and F1 then appear here.
        </p>
      )}
    </div>
  );
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn('rounded-md border p-3', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

const ratio = (r: number | null) => (r === null ? PLACEHOLDER : formatPercent(r * 100, 0));

function RunScores({ run }: { run: BacktestRun }) {
  const rows: Array<[string, BacktestScore]> = [
    ['Rises', run.rise],
    ['Falls', run.fall],
  ];
  return (
    <section aria-label={`Backtest: ${run.description}`} className="rounded-md border">
      <p className="border-b px-3 py-2">
        {run.description}
        {run.seasons.length > 0 ? (
          <span className="text-muted-foreground"> Seasons: {run.seasons.join(', ')}.</span>
        ) : null}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th className="px-3 py-1.5 text-left font-medium">Change</th>
              <th className="px-3 py-1.5 text-right font-medium">Precision</th>
              <th className="px-3 py-1.5 text-right font-medium">Recall</th>
              <th className="px-3 py-1.5 text-right font-medium">F1</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, s]) => (
              <tr key={label} className="border-t">
                <th scope="row" className="px-3 py-1.5 text-left font-medium">
                  {label}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {formatNumber(s.true_positives)} right, {formatNumber(s.false_positives)} false alarms,{' '}
                    {formatNumber(s.false_negatives)} missed
                  </span>
                </th>
                <td className="px-3 py-1.5 text-right">{ratio(s.precision)}</td>
                <td className="px-3 py-1.5 text-right">{ratio(s.recall)}</td>
                <td className="px-3 py-1.5 text-right font-semibold">{ratio(s.f1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
