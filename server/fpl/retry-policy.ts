/** How long to wait before retrying a failed upstream request. */
export interface RetryPolicy {
  /** Retries after the first attempt (0 = try once). */
  retries: number;
  /** Delay before the first retry; each further retry doubles it. */
  baseDelayMs: number;
  /** Backoff delays never exceed this. */
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the request fails instead. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 10_000,
};

/**
 * Exponential backoff with jitter: attempt 0 waits base..1.5*base, attempt 1 waits 2*base..3*base,
 * and so on, so delays always grow until the cap, and clients that failed together spread out.
 * `random` returns a number in [0, 1).
 */
export function backoffDelayMs(policy: RetryPolicy, attempt: number, random: () => number): number {
  const exponential = policy.baseDelayMs * 2 ** attempt;
  return Math.min(policy.maxDelayMs, Math.round(exponential * (1 + random() / 2)));
}

/**
 * A Retry-After header in milliseconds: either delta-seconds ("120") or an HTTP date.
 * Null when absent or unreadable. Dates in the past give 0.
 */
export function parseRetryAfterMs(header: string | null, now: Date): number | null {
  if (header === null) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now.getTime());
}
