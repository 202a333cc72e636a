import { useQuery } from '@tanstack/react-query';
import { Brain } from 'lucide-react';
import { useDeferredValue } from 'react';
import type { PriceMetricsResponse } from '@contracts/api/prices';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatNumber } from '@/lib/format';
import { offscreenStyle } from '@/lib/offscreen';
import { cn } from '@/lib/utils';
import { priceMetricsQuery } from '@/api/prices';
import { BacktestFigures, beaten } from './BacktestFigures';
import { NotMeasured } from '@/components/not-measured';
import { Figure } from '@/components/ui/figure';

/**
 * How predictions are made and how well they did, from the server's measured figures only: the
 * real count of active players and the latest stored backtest (claims of weekly retraining,
 * 4 seasons and 693 players are not shown, as nothing here measures them).
 */
export function PredictionSystemCard() {
  const metrics = useQuery(priceMetricsQuery());
  // Drawn in a transition, in slices (as the screen's lists): the figures are below the first screen.
  const data = useDeferredValue(metrics.data);
  return (
    // Far below a phone's first screen (about 2.4k px down): drawn when it scrolls near. Its height
    // is 1.2k px on a laptop and 3k px on a phone, where its tables wrap (Chromium).
    <Card
      role="region"
      className="mt-6"
      style={offscreenStyle(1200)}
      aria-labelledby="prediction-system-title"
    >
      <CardHeader>
        <CardTitle id="prediction-system-title" className="flex items-center gap-2">
          <Brain aria-hidden="true" className="size-5 text-brand-purple" />
          Prediction System
        </CardTitle>
        <CardDescription data-testid="prediction-method">{data ? methodText(data) : null}</CardDescription>
      </CardHeader>
      <CardContent>
        {metrics.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load the prediction system figures.
          </p>
        ) : data === undefined ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <MetricsBody metrics={data} />
        )}
      </CardContent>
    </Card>
  );
}

/** Which predictor makes the list's calls, and (for the fitted model) what it was measured to beat. */
function methodText(m: PriceMetricsResponse): string {
  if (m.prediction_method === 'official') return "Predictions come from the game's own price-change figures.";
  if (m.prediction_method === 'threshold-rule' || !m.backtest) {
    return (
      "Predictions come from the transfer-threshold rule (net transfers since each player's last price change " +
      'against a share of all managers), because no model fitted on past seasons is stored yet' +
      (m.backtest ? ' (the rule is scored below).' : ': its accuracy is not measured.')
    );
  }
  const { verdict, measured_at } = m.backtest;
  return (
    `Predictions and their chances come from the model fitted by the backtest of ${formatDateTime(measured_at)} (below), ` +
    `applied to each player's live transfers since his last change, this gameweek's transfers and moves, ownership and flag. ` +
    `On held-out seasons it beats ${beaten(verdict.rise.beats)} on rises and ${beaten(verdict.fall.beats)} on falls.`
  );
}

function MetricsBody({ metrics }: { metrics: PriceMetricsResponse }) {
  const { backtest } = metrics;
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <MetricFigure label="Active players" value={formatNumber(metrics.active_players)} />
        <MetricFigure label="Days captured this season" value={formatNumber(metrics.captured_days)} />
        <MetricFigure
          label="Last measured"
          value={backtest ? formatDateTime(backtest.measured_at) : 'Not yet'}
          className="col-span-2 sm:col-span-1"
        />
      </dl>
      {backtest ? (
        <BacktestFigures backtest={backtest} method={metrics.prediction_method} />
      ) : (
        <NotMeasured
          testId="backtest-missing"
          what="the predictor's precision, recall, F1 and calibration against simple baselines"
        />
      )}
    </div>
  );
}

function MetricFigure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <Figure
      label={label}
      className={cn('rounded-md border p-3', className)}
      valueClassName="text-lg font-semibold"
    >
      {value}
    </Figure>
  );
}
