import { backoffDelayMs, parseRetryAfterMs, type RetryPolicy } from './retry-policy';
import { UpstreamError } from './source';

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
}

/** Fetches JSON from upstream with a timeout per attempt and bounded, backed-off retries. */
export interface HttpTransport {
  getJson(urlPath: string): Promise<unknown>;
}

interface Failure {
  ok: false;
  error: UpstreamError;
  retry: boolean;
  retryAfterMs?: number | null;
}
type Attempt = { ok: true; body: unknown } | Failure;

export function createHttpTransport(opts: HttpTransportOptions): HttpTransport {
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
    if (status >= 500) return fail('unavailable', `GET ${url} answered ${status}`, status, true);
    if (status < 200 || status >= 300)
      return fail('unavailable', `GET ${url} answered ${status}`, status, false);
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch {
      return fail('invalid_payload', `GET ${url} did not return JSON`, status, false);
    }
  }

  return {
    async getJson(urlPath) {
      const url = new URL(urlPath, opts.baseUrl).toString();
      for (let n = 0; ; n++) {
        const result = await attempt(url);
        if (result.ok) return result.body;
        if (!result.retry || n >= opts.policy.retries) throw result.error;
        const backoff = backoffDelayMs(opts.policy, n, opts.random);
        const asked = result.retryAfterMs ?? null;
        if (asked !== null && asked > opts.policy.maxRetryAfterMs) {
          throw new UpstreamError(
            'unavailable',
            `${result.error.message}; upstream asks to wait ${Math.ceil(asked / 1000)} s`,
            429,
          );
        }
        await opts.sleep(Math.max(backoff, asked ?? 0));
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
