import { describe, expect, it } from 'vitest';
import { backoffDelayMs, parseRetryAfterMs, type RetryPolicy } from './retry-policy';

const policy: RetryPolicy = { retries: 5, baseDelayMs: 200, maxDelayMs: 3000, maxRetryAfterMs: 10_000 };

describe('backoffDelayMs', () => {
  it('doubles per attempt with jitter of up to half the delay', () => {
    expect([0, 1, 2].map((n) => backoffDelayMs(policy, n, () => 0))).toEqual([200, 400, 800]);
    expect([0, 1, 2].map((n) => backoffDelayMs(policy, n, () => 0.999))).toEqual([300, 600, 1200]);
  });

  it('grows with every attempt whatever the jitter, up to the cap', () => {
    const worst = [0, 1, 2, 3].map((n) => backoffDelayMs(policy, n, () => 0.999));
    const best = [0, 1, 2, 3].map((n) => backoffDelayMs(policy, n + 1, () => 0));
    worst.forEach((delay, i) => expect(best[i]).toBeGreaterThan(delay));
    expect(backoffDelayMs(policy, 10, () => 0.5)).toBe(3000);
  });
});

describe('parseRetryAfterMs', () => {
  const now = new Date('2025-08-15T12:00:00Z');

  it('reads delta-seconds', () => {
    expect(parseRetryAfterMs('7', now)).toBe(7000);
  });

  it('reads an HTTP date relative to now, and a past date as 0', () => {
    expect(parseRetryAfterMs('Fri, 15 Aug 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfterMs('Fri, 15 Aug 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('gives null when absent or unreadable', () => {
    expect(parseRetryAfterMs(null, now)).toBeNull();
    expect(parseRetryAfterMs('soon', now)).toBeNull();
  });
});
