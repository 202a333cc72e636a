import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions<K, V> {
  /** How long a loaded value is served before the next read loads it again. */
  ttlMs: number;
  /** The app's clock: expiry follows it exactly, so a test clock moves it. */
  now: () => Date;
  load: (key: K) => Promise<V>;
  /** The most kept, in `sizeOf` units (least recently used go first). */
  maxSize: number;
  /** A value's share of `maxSize`; each value counts 1 when omitted. */
  sizeOf?: (value: V) => number;
  /** False for a loaded value that is handed out but not kept (built from stale copies, say). */
  keep?: (value: V) => boolean;
}

export interface TtlCache<K, V> {
  get(key: K): Promise<V>;
}

/**
 * A value per key, loaded at most once per `ttlMs`: concurrent reads of a key share one load, and
 * a failed load is not kept (the next read tries again). lru-cache does the work (its fetch
 * coalesces); this only fixes the settings every TTL cache of the app wants.
 */
export function createTtlCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  opts: TtlCacheOptions<K, V>,
): TtlCache<K, V> {
  const cache = new LRUCache<K, V>({
    maxSize: opts.maxSize,
    sizeCalculation: opts.sizeOf ?? (() => 1),
    ttl: opts.ttlMs,
    // Read the clock on every check (no 1 ms memo), so expiry is exact.
    perf: { now: () => opts.now().getTime() },
    ttlResolution: 0,
    fetchMethod: (key) => opts.load(key),
  });
  const keep = opts.keep;
  if (!keep) return { get: (key) => cache.forceFetch(key) };
  return {
    async get(key) {
      const value = await cache.forceFetch(key);
      if (!keep(value) && cache.peek(key) === value) cache.delete(key);
      return value;
    },
  };
}
