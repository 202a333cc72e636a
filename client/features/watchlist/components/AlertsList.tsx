import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Target } from 'lucide-react';
import type { PriceAlert } from '@contracts/api/watchlist';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { priceAlertsQuery } from '@/api/watchlist';
import { describeAlert, RECENT_ALERTS_SHOWN } from '../lib/alerts';

const ICONS = { rise: ArrowUp, fall: ArrowDown, target: Target } as const;
const TONES = { rise: 'text-success', fall: 'text-destructive', target: 'text-brand-purple' } as const;

/** The first 10 price alerts of this browser's watched players, newest first. */
export function AlertsList() {
  const alerts = useQuery(priceAlertsQuery());
  return (
    <Card role="region" aria-labelledby="recent-alerts-title" className="h-fit">
      <CardHeader>
        <CardTitle id="recent-alerts-title">Recent Price Changes</CardTitle>
        <CardDescription>
          Alerts for your players: the moves you asked for and targets reached.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {alerts.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : alerts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load your price alerts. {alerts.error.message}
          </p>
        ) : alerts.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No price changes yet. Switch on rise or fall alerts, or set a target price, and changes appear
            here after the nightly price update.
          </p>
        ) : (
          <ul className="flex flex-col divide-y">
            {alerts.data.slice(0, RECENT_ALERTS_SHOWN).map((a) => (
              <AlertRow key={a.id} alert={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AlertRow({ alert }: { alert: PriceAlert }) {
  const Icon = ICONS[alert.changeType];
  return (
    <li className="flex items-start gap-3 py-2 text-sm">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', TONES[alert.changeType])} />
      <div className="min-w-0">
        <p className="font-medium">{alert.playerName}</p>
        <p className="text-muted-foreground">{describeAlert(alert)}</p>
      </div>
      <time dateTime={alert.priceDate} className="ml-auto shrink-0 text-xs text-muted-foreground">
        {formatDate(alert.priceDate, 'UTC')}
      </time>
    </li>
  );
}
