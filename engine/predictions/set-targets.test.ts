import { describe, expect, it } from 'vitest';
import { cumulativeTargets, expectedCounts, type ExpectedCounts } from './set-targets';

const set = (matches: number, draws: number, homeWins: number, zeros = 0, goals = 0): ExpectedCounts => ({
  matches,
  draws,
  homeWins,
  zeros,
  goals,
});

describe('expected counts of a match', () => {
  it('sums the chances of draws, home wins, sides on 0 and goals', () => {
    // 0-0 0.3, 1-0 0.2, 0-1 0.1, 1-1 0.25, 2-1 0.15.
    const scores = [
      [0.3, 0.1],
      [0.2, 0.25],
      [0, 0.15],
    ];
    const c = expectedCounts(scores);
    expect(c.matches).toBe(1);
    expect(c.draws).toBeCloseTo(0.55, 12);
    expect(c.homeWins).toBeCloseTo(0.35, 12);
    // Home on 0: 0-0, 0-1 (0.4); away on 0: 0-0, 1-0 (0.5).
    expect(c.zeros).toBeCloseTo(0.9, 12);
    expect(c.goals).toBeCloseTo(0.2 + 0.1 + 0.5 + 0.45, 12);
  });
});

describe('cumulative targets', () => {
  it('rounds the running sums, so 2.6 expected draws a gameweek show 3, 2, 3, 2, 3 (13 in 13.0)', () => {
    const weeks = Array.from({ length: 5 }, () => set(10, 2.6, 4.2, 5.4, 27.4));
    const targets = cumulativeTargets(weeks);
    expect(targets.map((t) => t.draws)).toEqual([3, 2, 3, 2, 3]);
    // Draws + home wins run 6.8, 13.6, 20.4, 27.2, 34 -> 7, 14, 20, 27, 34.
    expect(targets.map((t) => t.draws + t.homeWins)).toEqual([7, 7, 6, 7, 7]);
    expect(targets.map((t) => t.awayWins)).toEqual([3, 3, 4, 3, 3]);
    expect(targets.map((t) => t.zeros)).toEqual([5, 6, 5, 6, 5]);
    expect(targets.map((t) => t.goals)).toEqual([27, 28, 27, 28, 27]);
  });

  it('keeps every run of consecutive gameweeks within one of its expected counts', () => {
    // Uneven gameweeks, blanks and doubles among them.
    const weeks = [10, 4, 10, 16, 10, 1, 10, 10, 7, 10].map((n, i) =>
      set(n, n * (0.21 + 0.013 * i), n * (0.47 - 0.011 * i), n * 0.55, n * 2.8),
    );
    const targets = cumulativeTargets(weeks);
    for (let a = 0; a < weeks.length; a++)
      for (let b = a; b < weeks.length; b++) {
        const sum = (f: (x: ExpectedCounts) => number) => weeks.slice(a, b + 1).reduce((s, w) => s + f(w), 0);
        const shown = (f: (x: (typeof targets)[number]) => number) =>
          targets.slice(a, b + 1).reduce((s, t) => s + f(t), 0);
        expect(Math.abs(shown((t) => t.draws) - sum((w) => w.draws))).toBeLessThanOrEqual(1);
        expect(Math.abs(shown((t) => t.zeros) - sum((w) => w.zeros))).toBeLessThanOrEqual(1);
        expect(Math.abs(shown((t) => t.goals) - sum((w) => w.goals))).toBeLessThanOrEqual(1);
        const decided = shown((t) => t.draws + t.homeWins) - sum((w) => w.draws + w.homeWins);
        expect(Math.abs(decided)).toBeLessThanOrEqual(1);
      }
    weeks.forEach((w, i) =>
      expect(targets[i]!.draws + targets[i]!.homeWins + targets[i]!.awayWins).toBe(w.matches),
    );
  });
});
