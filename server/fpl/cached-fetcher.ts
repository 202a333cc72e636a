import { LRUCache } from 'lru-cache';
import { UpstreamError, type Fetched } from './source';

export interface CachedFetcherOptions {
  now: () => Date;
  /** Most copies kept (least recently used go first); expired copies stay for stale-if-error. */
  maxEntries?: number;
}

/**
 * Caching in front of any loader, independent of HTTP:
 * - a copy younger than its TTL is returned without loading;
 * - identical concurrent requests share one load;
 * - when a load fails and an earlier good copy exists (even expired), that copy is returned with
 *   `stale: true` — except for not_found and invalid_id, which say the thing itself is gone or wrong.
 */
export interface CachedFetcher {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<Fetched<T>>;
  /** When the last load succeeded, or null before the first. */
  lastSuccessAt(): Date | null;
}

interface Copy {
  data: unknown;
  fetchedAt: Date;
}

const DEFAULT_MAX_ENTRIES = 5_000;

export function createCachedFetcher(opts: CachedFetcherOptions): CachedFetcher {
  const copies = new LRUCache<string, Copy>({ max: opts.maxEntries ?? DEFAULT_MAX_ENTRIES });
  const inFlight = new Map<string, Promise<Fetched<unknown>>>();
  let lastSuccess: Date | null = null;

  async function load(key: string, loader: () => Promise<unknown>): Promise<Fetched<unknown>> {
    try {
      const data = await loader();
      const fetchedAt = opts.now();
      copies.set(key, { data, fetchedAt });
      lastSuccess = fetchedAt;
      return { data, fetchedAt, stale: false };
    } catch (err) {
      const previous = copies.get(key);
      if (previous && servesStale(err))
        return { data: previous.data, fetchedAt: previous.fetchedAt, stale: true };
      throw err;
    }
  }

  return {
    get<T>(key: string, ttlMs: number, loader: () => Promise<T>): Promise<Fetched<T>> {
      const copy = copies.get(key);
      if (copy && opts.now().getTime() - copy.fetchedAt.getTime() < ttlMs) {
        return Promise.resolve({ data: copy.data as T, fetchedAt: copy.fetchedAt, stale: false });
      }
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<Fetched<T>>;
      const started = load(key, loader);
      inFlight.set(key, started);
      // Cleanup is attached after registering, so even a loader that fails at once cannot
      // leave a settled promise behind to answer later callers.
      started.then(
        () => inFlight.delete(key),
        () => inFlight.delete(key),
      );
      return started as Promise<Fetched<T>>;
    },
    lastSuccessAt: () => lastSuccess,
  };
}

function servesStale(err: unknown): boolean {
  return !(err instanceof UpstreamError && (err.kind === 'not_found' || err.kind === 'invalid_id'));
}
