import { createLimiter } from './limiter';
import { currentReadContext } from './read-context';
import { backoffDelayMs, parseRetryAfterMs, type RetryPolicy } from './retry-policy';
import { UpstreamError } from './source';
import { createUpstreamGuard, type UpstreamGuard } from './upstream-guard';

/** What the official game shows (with HTTP 503) while it recalculates between gameweeks. */
export const GAME_UPDATING_TEXT = 'The game is being updated';

export interface HttpTransportOptions {
  /** Ends with '/'; endpoint paths are resolved against it. */
  baseUrl: string;
  timeoutMs: number;
  policy: RetryPolicy;
  userAgent: string;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** After a "game is being updated" answer, upstream is left alone this long. */
  updatingPauseMs?: number;
  /** Failed attempts in a row that open a host's circuit, and how long it then stays open. */
  breakerFailures?: number;
  breakerOpenMs?: number;
  /** Upstream requests in flight at once, and how many more may wait for a slot (all, one client). */
  maxConcurrent?: number;
  maxQueued?: number;
  maxQueuedPerClient?: number;
}

const DEFAULTS = {
  updatingPauseMs: 30_000,
  breakerFailures: 5,
  breakerOpenMs: 30_000,
  // Enough for a league page's managers in parallel without hammering the official servers.
  maxConcurrent: 8,
  maxQueued: 200,
  // A league page's 50 managers at once, with room to spare; a flood beyond it is refused.
  maxQueuedPerClient: 60,
  // Two slots stay free for other visitors while one client keeps the rest busy (limiter.ts).
  reservedForOthers: 2,
};

/** Whose turn it is in the limiter: the requester's address, or the server's own background work. */
const SERVER_CLIENT = 'server';

/**
 * Fetches JSON from upstream with a timeout per attempt and bounded, backed-off retries. Per host
 * it remembers Retry-After and the "being updated" pause, and keeps a circuit breaker (see
 * upstream-guard.ts); concurrent requests are capped.
 */
export interface HttpTransport {
  /**
   * `parse` validates the body inside the attempt: a payload it rejects (an UpstreamError) counts
   * as a failed attempt towards the circuit breaker, like a malformed body, but is not retried.
   */
  getJson<T = unknown>(urlPath: string, parse?: (body: unknown) => T): Promise<T>;
}

interface Failure {
  ok: false;
  error: UpstreamError;
  retry: boolean;
  retryAfterMs?: number | null;
}
type Attempt = { ok: true; body: unknown } | Failure;

const asIs = (body: unknown) => body;

export function createHttpTransport(opts: HttpTransportOptions): HttpTransport {
  const limiter = createLimiter({
    maxConcurrent: opts.maxConcurrent ?? DEFAULTS.maxConcurrent,
    maxQueued: opts.maxQueued ?? DEFAULTS.maxQueued,
    maxQueuedPerClient: opts.maxQueuedPerClient ?? DEFAULTS.maxQueuedPerClient,
    reservedForOthers: DEFAULTS.reservedForOthers,
  });
  const breaker = {
    failureThreshold: opts.breakerFailures ?? DEFAULTS.breakerFailures,
    openMs: opts.breakerOpenMs ?? DEFAULTS.breakerOpenMs,
  };
  const updatingPauseMs = opts.updatingPauseMs ?? DEFAULTS.updatingPauseMs;
  const guards = new Map<string, UpstreamGuard>();
  const guardFor = (host: string): UpstreamGuard => {
    let guard = guards.get(host);
    if (!guard) {
      guard = createUpstreamGuard({ now: opts.now, ...breaker });
      guards.set(host, guard);
    }
    return guard;
  };

  /** One attempt through the guard and the limiter, its outcome recorded in the guard. */
  async function guardedAttempt(
    url: URL,
    guard: UpstreamGuard,
    afterPause: boolean,
    parse: (body: unknown) => unknown,
  ): Promise<Attempt> {
    const client = currentReadContext()?.client ?? SERVER_CLIENT;
    const answered = await limiter.run(client, async () => {
      guard.admit(afterPause);
      return attempt(url.toString());
    });
    const result = answered.ok ? parsed(answered.body, parse) : answered;
    // Any answer but a network error, timeout, 5xx or an unusable payload shows the host is up (429
    // is remembered as a pause). An unusable payload counts as a failure: otherwise every wave of
    // requests would ask again for the same broken answer.
    const invalid = !result.ok && result.error.kind === 'invalid_payload';
    if (result.ok || (!result.retry && !invalid) || result.retryAfterMs != null) guard.succeeded();
    if (!result.ok) remember(guard, result);
    return result;
  }

  function parsed(body: unknown, parse: (body: unknown) => unknown): Attempt {
    try {
      return { ok: true, body: parse(body) };
    } catch (err) {
      if (err instanceof UpstreamError) return { ok: false, error: err, retry: false };
      throw err;
    }
  }

  function remember(guard: UpstreamGuard, result: Failure): void {
    const { error } = result;
    if (error.kind === 'updating') guard.pause(updatingPauseMs, 'updating', error.message);
    else if (result.retryAfterMs != null) {
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      guard.pause(
        result.retryAfterMs,
        'unavailable',
        `upstream answered ${String(error.status)} asking us to wait ${seconds} s`,
      );
    } else if (result.retry || error.kind === 'invalid_payload') guard.failed();
  }

  async function attempt(url: string): Promise<Attempt> {
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': opts.userAgent },
        // Covers the body too: a server that sends headers and then stalls still times out.
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const why = timedOut ? `timed out after ${opts.timeoutMs} ms` : `failed: ${networkReason(err)}`;
      return { ok: false, error: new UpstreamError('unavailable', `GET ${url} ${why}`), retry: true };
    }
    return classify(url, status, text, retryAfter);
  }

  function classify(url: string, status: number, text: string, retryAfter: string | null): Attempt {
    if (status === 404) return fail('not_found', `GET ${url} answered 404`, status, false);
    // Retrying during an update only adds load; the caller pauses and serves stale copies instead.
    if (text.includes(GAME_UPDATING_TEXT) && (status === 503 || !looksLikeJson(text))) {
      return fail('updating', 'The official game is being updated', status, false);
    }
    if (status === 429) {
      const result = fail('unavailable', `GET ${url} was rate limited (429)`, status, true);
      return { ...result, retryAfterMs: parseRetryAfterMs(retryAfter, opts.now()) };
    }
    if (status >= 500) {
      const result = fail('unavailable', `GET ${url} answered ${status}`, status, true);
      return { ...result, retryAfterMs: parseRetryAfterMs(retryAfter, opts.now()) };
    }
    if (status < 200 || status >= 300)
      return fail('unavailable', `GET ${url} answered ${status}`, status, false);
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch {
      return fail('invalid_payload', `GET ${url} did not return JSON`, status, false);
    }
  }

  return {
    async getJson<T>(urlPath: string, parse: (body: unknown) => T = asIs as (body: unknown) => T) {
      const url = new URL(urlPath, opts.baseUrl);
      const guard = guardFor(url.host);
      let waitedOutPause = false;
      for (let n = 0; ; n++) {
        const result = await guardedAttempt(url, guard, waitedOutPause, parse);
        if (result.ok) return result.body as T;
        if (!result.retry || n >= opts.policy.retries) throw result.error;
        const backoff = backoffDelayMs(opts.policy, n, opts.random);
        const asked = result.retryAfterMs ?? null;
        // An open circuit refuses the retry anyway: fail now rather than after the backoff.
        if (asked === null && guard.isRefusing()) throw result.error;
        if (asked !== null && asked > opts.policy.maxRetryAfterMs) {
          throw new UpstreamError(
            'unavailable',
            `${result.error.message}; upstream asks to wait ${Math.ceil(asked / 1000)} s`,
            429,
          );
        }
        await opts.sleep(Math.max(backoff, asked ?? 0));
        waitedOutPause = asked !== null;
      }
    },
  };
}

/** Endpoint paths resolve against the base URL, which therefore has to end with '/'. */
export function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function fail(kind: UpstreamError['kind'], message: string, status: number, retry: boolean): Failure {
  return { ok: false, error: new UpstreamError(kind, message, status), retry };
}

function looksLikeJson(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '{' || first === '[';
}

/** Node's fetch hides the socket error in `cause`; that is the useful part ("ECONNREFUSED"). */
function networkReason(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause;
  if (cause instanceof Error)
    return `${err.message} (${(cause as NodeJS.ErrnoException).code ?? cause.message})`;
  return err.message;
}
