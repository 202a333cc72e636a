import type { FplElement, FplEventLive } from '@contracts/fpl/index';

// Live stats that are not running totals of the element's season.
const NOT_TOTALS = new Set(['in_dreamteam']);

/**
 * Players' season totals as they stood at the end of gameweek k: the snapshot's totals minus every
 * stat of the live payloads of the gameweeks after k (numbers, and decimals the game sends as
 * strings, keeping their number of decimals), and `event_points` from gameweek k's own payload.
 * A player absent from a payload did not play that gameweek.
 */
export function rollBackTotals(
  elements: readonly FplElement[],
  atK: FplEventLive,
  after: readonly FplEventLive[],
): FplElement[] {
  const pointsAtK = new Map(atK.elements.map((e) => [e.id, e.stats.total_points]));
  const later = new Map<number, Record<string, unknown>[]>();
  for (const live of after) {
    for (const e of live.elements) {
      const list = later.get(e.id) ?? [];
      list.push(e.stats);
      later.set(e.id, list);
    }
  }
  return elements.map((element) => {
    const rolled: Record<string, unknown> = { ...element, event_points: pointsAtK.get(element.id) ?? 0 };
    for (const stats of later.get(element.id) ?? []) {
      for (const [key, value] of Object.entries(stats)) {
        if (NOT_TOTALS.has(key) || !(key in rolled)) continue;
        rolled[key] = minus(rolled[key], value);
      }
    }
    return rolled as FplElement;
  });
}

function minus(total: unknown, value: unknown): unknown {
  if (typeof total === 'number' && typeof value === 'number') return total - value;
  if (typeof total === 'string' && typeof value === 'string') {
    const a = Number(total);
    const b = Number(value);
    if (total === '' || Number.isNaN(a) || Number.isNaN(b)) return total;
    const decimals = total.split('.')[1]?.length ?? 0;
    const rounded = Number((a - b).toFixed(decimals));
    // toFixed writes a float-noise -0.001 as "-0.00".
    return (rounded === 0 ? 0 : rounded).toFixed(decimals);
  }
  return total;
}
