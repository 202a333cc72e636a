import { UpstreamError, type UpstreamErrorKind } from './source';

export interface UpstreamGuardOptions {
  now: () => Date;
  /** Consecutive failed attempts (network, timeout, 5xx) that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses attempts before letting one probe through. */
  openMs: number;
}

/**
 * Back-off memory for one upstream host, so many client requests do not each rediscover that
 * upstream is down:
 * - a pause (Retry-After, "the game is being updated") refuses every attempt until it ends;
 * - a circuit breaker opens after `failureThreshold` failed attempts in a row, refuses attempts for
 *   `openMs`, then lets a single probe through (half-open): its success closes the circuit, its
 *   failure opens it again.
 * A refused attempt throws an UpstreamError at once, without touching the network.
 */
export interface UpstreamGuard {
  /** Throws when upstream must be left alone. `afterPause`: the caller already waited out the pause. */
  admit(afterPause?: boolean): void;
  /** Upstream answered (any answer that is not a failure of upstream itself). */
  succeeded(): void;
  /** A network error, timeout or 5xx. */
  failed(): void;
  /** Leave upstream alone for `ms`; refused attempts fail with `kind` and `message`. */
  pause(ms: number, kind: UpstreamErrorKind, message: string): void;
  /** Whether attempts are being refused right now (pause or open circuit). */
  isRefusing(): boolean;
}

export function createUpstreamGuard(opts: UpstreamGuardOptions): UpstreamGuard {
  let pausedUntil = 0;
  let pauseError: { kind: UpstreamErrorKind; message: string } = { kind: 'unavailable', message: '' };
  let failures = 0;
  let openUntil: number | null = null;
  let probing = false;
  const t = () => opts.now().getTime();

  function open(): void {
    openUntil = t() + opts.openMs;
    probing = false;
  }

  return {
    admit(afterPause = false) {
      const now = t();
      if (!afterPause && now < pausedUntil) throw new UpstreamError(pauseError.kind, pauseError.message);
      if (openUntil === null) return;
      if (now < openUntil || probing) {
        const wait = Math.max(1, Math.ceil((openUntil - now) / 1000));
        throw new UpstreamError(
          'unavailable',
          `upstream failed ${opts.failureThreshold} times in a row; trying again in ${wait} s`,
        );
      }
      probing = true; // half-open: this attempt is the probe, everyone else waits for its outcome
    },
    succeeded() {
      failures = 0;
      openUntil = null;
      probing = false;
    },
    failed() {
      failures++;
      if (probing || failures >= opts.failureThreshold) open();
    },
    pause(ms, kind, message) {
      pausedUntil = Math.max(pausedUntil, t() + ms);
      pauseError = { kind, message };
    },
    isRefusing() {
      const now = t();
      return now < pausedUntil || (openUntil !== null && (now < openUntil || probing));
    },
  };
}
