import { useSyncExternalStore } from 'react';
import { DATA_FRESHNESS_HEADERS } from '@contracts/data-freshness';

let lastWasStale = false;
const listeners = new Set<() => void>();

/**
 * Records whether the latest response built from the official game's data was a stale copy, so
 * the status line can warn as soon as a screen gets one (the status itself is fetched once per
 * page load). Responses without the fetch-time header (saved data, errors) say nothing either way.
 */
export function noteDataFreshness(headers: Headers): void {
  if (!headers.has(DATA_FRESHNESS_HEADERS.fetchedAt)) return;
  const stale = headers.get(DATA_FRESHNESS_HEADERS.stale) === 'true';
  if (stale === lastWasStale) return;
  lastWasStale = stale;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the latest official-game data a screen received was a stale copy. */
export function useServedStaleData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastWasStale,
    () => false,
  );
}
