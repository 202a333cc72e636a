import { Bell, BellOff, Trash2 } from 'lucide-react';
import type { PriceAlert, WatchlistItem } from '@contracts/api/watchlist';
import { PlayerTitle } from '@/components/players/PlayerTitle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCost, formatDate, PLACEHOLDER } from '@/lib/format';
import { cn } from '@/lib/utils';
import { describeAlert, targetGap } from '../lib/alerts';

interface Props {
  item: WatchlistItem;
  /** The player's price now (bootstrap now_cost), null while unknown or if he left the game. */
  priceNow: number | null;
  latestAlert: PriceAlert | undefined;
  removing: boolean;
  onRemove: () => void;
}

/** One watched player: price now and since added, target, alerts, notes and the latest alert. */
export function WatchlistCard({ item, priceNow, latestAlert, removing, onRemove }: Props) {
  const headingId = `watch-${item.id}`;
  const sinceAdded = priceNow === null ? null : priceNow - item.currentPrice;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <PlayerTitle
          name={item.playerName}
          team={item.teamName}
          position={item.position}
          id={headingId}
          className="truncate text-base font-semibold"
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${item.playerName} from watchlist`}
          disabled={removing}
          onClick={onRemove}
          className="-mt-2 -mr-2 shrink-0 text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <Fact label="Price now" value={formatCost(priceNow)} strong />
        <Fact
          label="Since added"
          value={sinceAdded === null ? PLACEHOLDER : `${sinceAdded > 0 ? '+' : ''}${formatCost(sinceAdded)}`}
          className={sinceAdded ? (sinceAdded > 0 ? 'text-success' : 'text-destructive') : undefined}
          note={`Added at ${formatCost(item.currentPrice)} on ${formatDate(item.createdAt)}`}
        />
        <Fact
          label="Target"
          value={item.targetPrice === null ? 'None' : formatCost(item.targetPrice)}
          note={
            item.targetPrice !== null && priceNow !== null ? targetGap(item.targetPrice, priceNow) : undefined
          }
        />
        <div>
          <dt className="text-xs text-muted-foreground">Alerts</dt>
          <dd className="flex flex-wrap gap-1 pt-0.5">
            <AlertBadge on={item.alertOnRise} label="Rise" />
            <AlertBadge on={item.alertOnFall} label="Fall" />
          </dd>
        </div>
        <Fact
          label="Recent change"
          value={latestAlert ? describeAlert(latestAlert) : 'No alerts yet'}
          note={latestAlert ? formatDate(latestAlert.priceDate, 'UTC') : undefined}
          className="col-span-2"
        />
        {item.notes ? (
          <Fact label="Notes" value={item.notes} className="col-span-2 whitespace-pre-line break-words" />
        ) : null}
      </dl>
    </Card>
  );
}

interface FactProps {
  label: string;
  value: string;
  note?: string;
  strong?: boolean;
  className?: string;
}

function Fact({ label, value, note, strong, className }: FactProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn(strong && 'text-lg font-bold text-brand-purple')}>{value}</dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

function AlertBadge({ on, label }: { on: boolean; label: string }) {
  const Icon = on ? Bell : BellOff;
  return (
    <Badge variant={on ? 'secondary' : 'outline'} className={cn(!on && 'text-muted-foreground')}>
      <Icon aria-hidden="true" className="size-3" />
      {label} {on ? 'on' : 'off'}
    </Badge>
  );
}
