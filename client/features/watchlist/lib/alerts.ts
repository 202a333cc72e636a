import type { PriceAlert, WatchlistItem } from '@contracts/api/watchlist';
import { formatCost } from '@/lib/format';

/** The Recent Price Changes list shows the first 10 alerts. */
export const RECENT_ALERTS_SHOWN = 10;

/** What an alert says happened, e.g. "Rose £7.0m → £7.1m" or "Reached your target: £7.1m". */
export function describeAlert(alert: Pick<PriceAlert, 'changeType' | 'oldPrice' | 'newPrice'>): string {
  const move = `${formatCost(alert.oldPrice)} → ${formatCost(alert.newPrice)}`;
  if (alert.changeType === 'rise') return `Rose ${move}`;
  if (alert.changeType === 'fall') return `Fell ${move}`;
  return `Reached your target: ${move}`;
}

/** Each item's newest alert (the API lists alerts newest first). */
export function latestAlertByItem(alerts: readonly PriceAlert[]): Map<number, PriceAlert> {
  const latest = new Map<number, PriceAlert>();
  for (const alert of alerts)
    if (!latest.has(alert.watchlistItemId)) latest.set(alert.watchlistItemId, alert);
  return latest;
}

export function filterByPosition(items: readonly WatchlistItem[], position: string): WatchlistItem[] {
  return position === 'all' ? [...items] : items.filter((i) => i.position === position);
}

/** Where the target stands against the price now, e.g. "£0.3m above now", "reached". */
export function targetGap(target: number, now: number): string {
  if (target === now) return 'reached';
  return target > now ? `${formatCost(target - now)} above now` : `${formatCost(now - target)} below now`;
}
