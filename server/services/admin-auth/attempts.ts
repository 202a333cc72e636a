import { LRUCache } from 'lru-cache';

export interface AttemptLimit {
  /** Failed sign-ins allowed per address within the window. */
  maxFailures: number;
  windowMs: number;
}

/** Five wrong passwords per address in 15 minutes, then wait: slows guessing, spares a typo. */
export const DEFAULT_ATTEMPT_LIMIT: AttemptLimit = { maxFailures: 5, windowMs: 15 * 60_000 };

/**
 * Sign-in attempts per client address, in memory (a restart forgets them: acceptable for one admin
 * account whose password is long and random by default). An attempt is reserved before its password
 * is checked and counts as a failure unless it succeeds, so requests sent at once cannot all pass the
 * limit while their checks are still running. At most 10,000 addresses are tracked, the least
 * recently seen dropped first, so a flood of addresses cannot exhaust memory.
 */
export function createAttemptLimiter(limit: AttemptLimit, now: () => Date) {
  const attempts = new LRUCache<string, number[]>({ max: 10_000 });
  const recent = (address: string): number[] => {
    const cutoff = now().getTime() - limit.windowMs;
    return (attempts.get(address) ?? []).filter((at) => at > cutoff);
  };
  return {
    /** Seconds until the address may try again, or 0 when it may try now. */
    retryAfterSeconds(address: string): number {
      const times = recent(address);
      if (times.length < limit.maxFailures) return 0;
      const oldest = times[times.length - limit.maxFailures] ?? 0;
      return Math.max(1, Math.ceil((oldest + limit.windowMs - now().getTime()) / 1000));
    },
    /**
     * Counts an attempt about to be checked, as a failure until `succeeded` says otherwise. Called
     * in the same synchronous step as `retryAfterSeconds`, so no two requests take the last place.
     */
    reserve(address: string): void {
      attempts.set(address, [...recent(address), now().getTime()].slice(-limit.maxFailures));
    },
    /** A right password: the address's earlier failures are forgotten. */
    succeeded(address: string): void {
      attempts.delete(address);
    },
  };
}
