import { createCachedFetcher, type CachedFetcherOptions } from './cached-fetcher';
import { endpoints, parsePayload, readEndpoints, type Endpoint } from './endpoints';
import { createHttpTransport, withTrailingSlash, type HttpTransportOptions } from './http-transport';
import { DEFAULT_RETRY_POLICY } from './retry-policy';
import type { Fetched, FplSource } from './source';

export const DEFAULT_BASE_URL = 'https://fantasy.premierleague.com/api/';

/** Back-off memory and concurrency settings of the transport, and freshness settings of the cache. */
type TransportTuning =
  | 'updatingPauseMs'
  | 'breakerFailures'
  | 'breakerOpenMs'
  | 'maxConcurrent'
  | 'maxQueued'
  | 'maxQueuedPerClient';
type CacheTuning = 'staleAnswerMs' | 'deadlineMs' | 'notFoundTtlMs';

export interface LiveSourceOptions
  extends Pick<HttpTransportOptions, TransportTuning>, Pick<CachedFetcherOptions, CacheTuning> {
  /** Upstream API root; a missing trailing slash is added. */
  baseUrl?: string;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  /** Retries after the first attempt on network errors, timeouts, 429 and 5xx. */
  retries?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** In [0, 1): backoff jitter. */
  random?: () => number;
  userAgent?: string;
  /** Cache size in payloads (least recently used are dropped first). */
  maxCachedPayloads?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_USER_AGENT = 'fpl-analytics (open-source FPL analysis app)';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The official game over HTTP: timeouts, retries, back-off memory and a concurrency cap in the
 * transport; a per-endpoint TTL cache with stale-while-revalidate and a deadline in front of it.
 */
export function createLiveSource(opts: LiveSourceOptions = {}): FplSource {
  const baseUrl = withTrailingSlash(opts.baseUrl ?? DEFAULT_BASE_URL);
  const now = opts.now ?? (() => new Date());
  const transport = createHttpTransport({
    baseUrl,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    policy: { ...DEFAULT_RETRY_POLICY, retries: opts.retries ?? DEFAULT_RETRY_POLICY.retries },
    userAgent: opts.userAgent ?? DEFAULT_USER_AGENT,
    now,
    sleep: opts.sleep ?? realSleep,
    random: opts.random ?? Math.random,
    updatingPauseMs: opts.updatingPauseMs,
    breakerFailures: opts.breakerFailures,
    breakerOpenMs: opts.breakerOpenMs,
    maxConcurrent: opts.maxConcurrent,
    maxQueued: opts.maxQueued,
    maxQueuedPerClient: opts.maxQueuedPerClient,
  });
  const cache = createCachedFetcher({
    now,
    maxEntries: opts.maxCachedPayloads,
    staleAnswerMs: opts.staleAnswerMs,
    deadlineMs: opts.deadlineMs,
    notFoundTtlMs: opts.notFoundTtlMs,
  });

  function get<T>(ep: Endpoint<T>): Promise<Fetched<T>> {
    return cache.get(ep.key, ep.ttlMs, () => load(ep));
  }

  // Past the cache and its stale copies, still through the transport's circuit breaker and
  // Retry-After pause: a failure is the caller's to handle.
  async function fresh<T>(ep: Endpoint<T>): Promise<Fetched<T>> {
    return { data: await load(ep), fetchedAt: now(), stale: false };
  }

  async function load<T>(ep: Endpoint<T>): Promise<T> {
    return transport.getJson(ep.urlPath, (body) => parsePayload(ep, body, `GET ${ep.urlPath}`));
  }

  return {
    kind: 'live',
    location: baseUrl,
    ...readEndpoints(get),
    bootstrapStatic: (read) => (read?.fresh ? fresh : get)(endpoints.bootstrapStatic()),
    lastFetchedAt: () => cache.lastSuccessAt(),
    servingStale: () => cache.servingStale(),
  };
}
