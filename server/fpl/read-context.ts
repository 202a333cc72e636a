import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one API request has read from the official game so far, and when it started. The live
 * source counts its deadline from `startedAt` and records every payload it hands out, so the
 * response can say how old its data is without every service passing that along.
 */
export interface ReadContext {
  /** `Date.now()` when the request arrived. */
  startedAt: number;
  /** Fetch time of the oldest payload read; null until one is read. */
  oldestFetchedAt: Date | null;
  /** True once any payload read was a stale copy (upstream failed or was too slow). */
  stale: boolean;
  /** Who asked (the client's address, as the proxy settings resolve it): upstream slots are shared per client. */
  client?: string;
}

const storage = new AsyncLocalStorage<ReadContext>();

/** Runs `fn` (and everything it starts) with a fresh read context, which it is given. */
export function runWithReadContext<T>(fn: (context: ReadContext) => T, client?: string): T {
  const context: ReadContext = { startedAt: Date.now(), oldestFetchedAt: null, stale: false, client };
  return storage.run(context, () => fn(context));
}

export function currentReadContext(): ReadContext | undefined {
  return storage.getStore();
}

/** Records a payload handed to the current request (a no-op outside one, e.g. in background jobs). */
export function noteRead(read: { fetchedAt: Date; stale: boolean }): void {
  const context = storage.getStore();
  if (!context) return;
  if (!context.oldestFetchedAt || read.fetchedAt < context.oldestFetchedAt)
    context.oldestFetchedAt = read.fetchedAt;
  if (read.stale) context.stale = true;
}
