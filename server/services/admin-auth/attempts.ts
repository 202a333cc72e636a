import type { LimitHitsRepository, SlidingLimit } from '../../db/repositories/limit-hits';

/** Five wrong passwords per address in 15 minutes, then wait: slows guessing, spares a typo. */
export const DEFAULT_ATTEMPT_LIMIT: SlidingLimit = { max: 5, windowMs: 15 * 60_000 };

/**
 * Sign-in attempts per client address, kept in the database so the limit is the same whichever
 * instance answers and survives a restart. An attempt is reserved before its password is checked
 * (atomically: limit-hits.ts) and counts as a failure unless it succeeds, so requests sent at once
 * cannot all pass the limit while their checks are still running.
 */
export function createAttemptLimiter(limit: SlidingLimit, hits: LimitHitsRepository, now: () => Date) {
  const key = (address: string) => `sign-in:${address}`;
  return {
    /** Reserves an attempt: 0 when the address may try now, else the seconds until it may. */
    async reserve(address: string): Promise<number> {
      const reservation = await hits.reserve([key(address)], limit, now());
      return reservation.allowed ? 0 : reservation.retryAfterSeconds;
    },
    /** A right password: the address's earlier failures are forgotten. */
    succeeded(address: string): Promise<void> {
      return hits.clear(key(address));
    },
  };
}
