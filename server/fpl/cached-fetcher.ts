import { LRUCache } from 'lru-cache';
import { currentReadContext, noteRead } from './read-context';
import { UpstreamError, type Fetched } from './source';

export interface CachedFetcherOptions {
  now: () => Date;
  /** Most copies kept (least recently used go first); expired copies stay for stale answers. */
  maxEntries?: number;
  /** With an expired copy at hand, wait at most this long (from the request's start) for a refresh. */
  staleAnswerMs?: number;
  /** Longest a request waits for upstream in all, counted from the request's start (see read-context.ts). */
  deadlineMs?: number;
  /** How long "not found" is remembered, so repeated unknown ids do not each ask upstream. */
  notFoundTtlMs?: number;
}

/**
 * Caching in front of any loader, independent of HTTP:
 * - a copy younger than its TTL is returned without loading;
 * - identical concurrent requests share one load;
 * - stale-while-revalidate: with an expired copy, the refresh gets `staleAnswerMs`; if it has not
 *   succeeded by then (slow or failed), the copy is returned with `stale: true` and the refresh
 *   carries on in the background — a not_found too: a 404 for something upstream served before
 *   is a fault of upstream (one 404 on bootstrap-static must not take every screen down);
 * - without a copy, the caller waits until its deadline, then gets a `timeout` error (the load
 *   carries on and fills the cache for the next caller);
 * - not_found answers for keys never loaded are remembered for `notFoundTtlMs`.
 * Every payload handed out is recorded in the request's read context.
 */
export interface CachedFetcher {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<Fetched<T>>;
  /** When the last load succeeded, or null before the first. */
  lastSuccessAt(): Date | null;
  /** True when a stale copy was handed out after the last successful load. */
  servingStale(): boolean;
}

interface Copy {
  data: unknown;
  fetchedAt: Date;
  /** The load that brought it (loads are numbered as they start). */
  load: number;
}

interface Load {
  promise: Promise<Fetched<unknown>>;
  /** Its number, and the successful loads counted when it started. */
  number: number;
  successesAtStart: number;
  /** A reader stopped waiting for it (answered stale or timed out). */
  late: boolean;
}

const DEFAULTS = { maxEntries: 5_000, staleAnswerMs: 2_000, deadlineMs: 12_000, notFoundTtlMs: 30_000 };

type Outcome =
  { kind: 'loaded'; fetched: Fetched<unknown> } | { kind: 'failed'; err: unknown } | { kind: 'late' };

export function createCachedFetcher(opts: CachedFetcherOptions): CachedFetcher {
  const o = { ...DEFAULTS, ...definedOnly(opts) };
  const copies = new LRUCache<string, Copy>({ max: o.maxEntries });
  const notFound = new LRUCache<string, { at: number; message: string }>({ max: o.maxEntries });
  const inFlight = new Map<string, Load>();
  let lastSuccess: Date | null = null;
  let loadsStarted = 0;
  let successes = 0;
  let servingStale = false;
  const t = () => opts.now().getTime();

  async function load(
    key: string,
    loader: () => Promise<unknown>,
    number: number,
  ): Promise<Fetched<unknown>> {
    try {
      const data = await loader();
      const fetchedAt = opts.now();
      successes++;
      // A load overtaken by a later one (see startOrJoin) never replaces that one's copy.
      const current = copies.get(key);
      if (!current || current.load < number) copies.set(key, { data, fetchedAt, load: number });
      notFound.delete(key);
      lastSuccess = fetchedAt;
      servingStale = false;
      return { data, fetchedAt, stale: false };
    } catch (err) {
      // A 404 for something upstream served before is its fault, not news: the copy stays in use.
      if (err instanceof UpstreamError && err.kind === 'not_found' && !copies.has(key))
        notFound.set(key, { at: t(), message: err.message });
      throw err;
    }
  }

  /**
   * The load in flight for `key`, else a new one. A load readers have stopped waiting for, started
   * before some other load succeeded, is not joined but overtaken: it began while upstream was
   * failing (an attempt hung until its timeout, then retries: half a minute), and upstream has
   * answered since, so the status line says fresh while this key would stay stale until it ends.
   */
  function startOrJoin(key: string, loader: () => Promise<unknown>): Load {
    const pending = inFlight.get(key);
    if (pending && !(pending.late && successes > pending.successesAtStart)) return pending;
    const number = ++loadsStarted;
    const entry: Load = {
      promise: load(key, loader, number),
      number,
      successesAtStart: successes,
      late: false,
    };
    inFlight.set(key, entry);
    // Cleanup is attached after registering, so even a loader that fails at once cannot leave a
    // settled promise behind to answer later callers. It also handles the rejection of a
    // background refresh nobody waits for any more.
    const done = () => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    };
    entry.promise.then(done, done);
    return entry;
  }

  /** Milliseconds left of `budgetMs` counted from the current request's start (all of it outside a request). */
  function remainingMs(budgetMs: number): number {
    const context = currentReadContext();
    return Math.max(0, context ? context.startedAt + budgetMs - Date.now() : budgetMs);
  }

  async function read(key: string, ttlMs: number, loader: () => Promise<unknown>): Promise<Fetched<unknown>> {
    const miss = notFound.get(key);
    if (miss && t() - miss.at < o.notFoundTtlMs) throw new UpstreamError('not_found', miss.message);
    const copy = copies.get(key);
    if (copy && t() - copy.fetchedAt.getTime() < ttlMs)
      return { data: copy.data, fetchedAt: copy.fetchedAt, stale: false };

    // Both budgets run from the request's start, so a request reading several expired copies one
    // after another still answers within `staleAnswerMs`.
    const budget = remainingMs(copy ? Math.min(o.staleAnswerMs, o.deadlineMs) : o.deadlineMs);
    const pending = startOrJoin(key, loader);
    const outcome = await within(pending.promise, budget);
    if (outcome.kind === 'loaded') return outcome.fetched;
    if (outcome.kind === 'late') pending.late = true;
    if (copy && (outcome.kind === 'late' || servesStale(outcome.err))) {
      servingStale = true;
      return { data: copy.data, fetchedAt: copy.fetchedAt, stale: true };
    }
    if (outcome.kind === 'failed') throw outcome.err;
    throw new UpstreamError('timeout', `no answer from upstream within ${budget} ms for ${key}`);
  }

  return {
    async get<T>(key: string, ttlMs: number, loader: () => Promise<T>): Promise<Fetched<T>> {
      const fetched = await read(key, ttlMs, loader);
      noteRead(fetched);
      return fetched as Fetched<T>;
    },
    lastSuccessAt: () => lastSuccess,
    servingStale: () => servingStale,
  };
}

/** The load's outcome, or 'late' once `ms` have passed (the load itself is not cancelled). */
function within(load: Promise<Fetched<unknown>>, ms: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'late' }), ms);
  });
  const settled = load.then(
    (fetched): Outcome => ({ kind: 'loaded', fetched }),
    (err: unknown): Outcome => ({ kind: 'failed', err }),
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

function servesStale(err: unknown): boolean {
  return !(err instanceof UpstreamError && err.kind === 'invalid_id');
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
