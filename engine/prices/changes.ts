/** Price moves between two consecutive captures, and the watchlist alerts they raise. */

export interface CapturedPrice {
  playerId: number;
  price: number;
}

export interface DetectedChange {
  playerId: number;
  oldPrice: number;
  newPrice: number;
  /** newPrice - oldPrice, tenths. After a gap of several days it can be more than one step. */
  changeAmount: number;
}

/** Players captured on both days whose price differs; a player new today has nothing to compare. */
export function detectChanges(
  previous: readonly CapturedPrice[],
  current: readonly CapturedPrice[],
): DetectedChange[] {
  const before = new Map(previous.map((p) => [p.playerId, p.price]));
  const out: DetectedChange[] = [];
  for (const p of current) {
    const old = before.get(p.playerId);
    if (old !== undefined && old !== p.price) {
      out.push({ playerId: p.playerId, oldPrice: old, newPrice: p.price, changeAmount: p.price - old });
    }
  }
  return out;
}

export interface AlertRule {
  alertOnRise: boolean;
  alertOnFall: boolean;
  targetPrice: number | null;
}

export type AlertType = 'rise' | 'fall' | 'target';

/**
 * The alerts one change raises for one watchlist item: 'rise' / 'fall' when asked for, and 'target'
 * when the move reaches the target price from either side (it was not there before, it is now).
 */
export function alertTypesFor(change: DetectedChange, rule: AlertRule): AlertType[] {
  const out: AlertType[] = [];
  if (change.changeAmount > 0 && rule.alertOnRise) out.push('rise');
  if (change.changeAmount < 0 && rule.alertOnFall) out.push('fall');
  const t = rule.targetPrice;
  if (t !== null) {
    const reachedUp = change.oldPrice < t && change.newPrice >= t;
    const reachedDown = change.oldPrice > t && change.newPrice <= t;
    if (reachedUp || reachedDown) out.push('target');
  }
  return out;
}
