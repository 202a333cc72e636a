import { describe, expect, it } from 'vitest';
import { hashNoise, rngFor } from './rng';
import { isBst, ukToUtc } from './calendar/uk-time';

describe('rngFor', () => {
  it('gives the same stream for the same seed and labels', () => {
    const a = rngFor(2025, 'match', '2025-26', 7);
    const b = rngFor(2025, 'match', '2025-26', 7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('gives independent streams for other labels or seeds', () => {
    const first = rngFor(2025, 'match', '2025-26', 7).next();
    expect(rngFor(2025, 'match', '2025-26', 8).next()).not.toBe(first);
    expect(rngFor(2026, 'match', '2025-26', 7).next()).not.toBe(first);
  });

  it('draws Poisson counts with the requested mean', () => {
    const rng = rngFor(1, 'poisson');
    let sum = 0;
    for (let i = 0; i < 20_000; i++) sum += rng.poisson(2.8);
    expect(sum / 20_000).toBeGreaterThan(2.74);
    expect(sum / 20_000).toBeLessThan(2.86);
  });

  it('picks by weight and never picks a zero weight', () => {
    const rng = rngFor(1, 'weighted');
    const counts = [0, 0, 0];
    for (let i = 0; i < 9_000; i++) counts[rng.weighted([1, 0, 2])]! += 1;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(1.8);
    expect(counts[2]! / counts[0]!).toBeLessThan(2.2);
  });
});

describe('hashNoise', () => {
  it('is fixed by its key and roughly standard normal', () => {
    expect(hashNoise(1, 2, 3, 4)).toBe(hashNoise(1, 2, 3, 4));
    const xs = Array.from({ length: 10_000 }, (_, i) => hashNoise(7, i, 3, 0));
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(sd).toBeGreaterThan(0.9);
    expect(sd).toBeLessThan(1.1);
  });
});

describe('ukToUtc', () => {
  it('puts a Saturday 15:00 kickoff at 14:00Z in summer time and 15:00Z in winter', () => {
    expect(new Date(ukToUtc('2025-08-16', '15:00')).toISOString()).toBe('2025-08-16T14:00:00.000Z');
    expect(new Date(ukToUtc('2025-12-06', '15:00')).toISOString()).toBe('2025-12-06T15:00:00.000Z');
  });

  it('switches on the last Sundays of March and October', () => {
    expect(new Date(ukToUtc('2026-03-28', '15:00')).toISOString()).toBe('2026-03-28T15:00:00.000Z');
    expect(new Date(ukToUtc('2026-03-29', '14:00')).toISOString()).toBe('2026-03-29T13:00:00.000Z');
    expect(new Date(ukToUtc('2025-10-25', '15:00')).toISOString()).toBe('2025-10-25T14:00:00.000Z');
    expect(new Date(ukToUtc('2025-10-26', '14:00')).toISOString()).toBe('2025-10-26T14:00:00.000Z');
    expect(isBst(Date.UTC(2025, 9, 26, 0, 59))).toBe(true);
    expect(isBst(Date.UTC(2025, 9, 26, 1, 0))).toBe(false);
  });
});
