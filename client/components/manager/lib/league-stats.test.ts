import { describe, expect, it } from 'vitest';
import {
  averageGameweekPoints,
  averageTotal,
  bestGameweek,
  differenceFromAverage,
  formatSignedPoints,
  performanceCategories,
  type StandingRow,
} from './league-stats';

const row = (rank: number, total: number, event_total = 50): StandingRow => ({
  entry: 1000 + rank,
  entry_name: `Team ${rank}`,
  player_name: `Manager ${rank}`,
  rank,
  last_rank: rank,
  total,
  event_total,
});

describe('averageTotal and differenceFromAverage', () => {
  it('averages the totals: (100 + 90 + 65) / 3 = 85', () => {
    expect(averageTotal([row(1, 100), row(2, 90), row(3, 65)])).toBe(85);
  });
  it('is null for an empty table', () => {
    expect(averageTotal([])).toBeNull();
    expect(averageGameweekPoints([])).toBeNull();
  });
  it('averages the gameweek points: (40 + 71 + 60) / 3 = 57', () => {
    expect(averageGameweekPoints([row(1, 100, 40), row(2, 90, 71), row(3, 65, 60)])).toBe(57);
  });
  it('is positive above the average and negative below', () => {
    expect(differenceFromAverage(100, 85)).toBe(15);
    expect(differenceFromAverage(65, 85)).toBe(-20);
  });
});

describe('formatSignedPoints', () => {
  it('signs and rounds to one decimal', () => {
    expect(formatSignedPoints(12.345)).toBe('+12.3');
    expect(formatSignedPoints(-3)).toBe('-3.0');
    expect(formatSignedPoints(-0.04)).toBe('0.0');
  });
});

describe('performanceCategories', () => {
  it('splits 10 managers 2 / 6 / 2 (20% is top, 80% is mid)', () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1, 500 - i));
    const g = performanceCategories(rows);
    expect(g.top.map((r) => r.rank)).toEqual([1, 2]);
    expect(g.mid.map((r) => r.rank)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(g.bottom.map((r) => r.rank)).toEqual([9, 10]);
  });
  it('splits 29 managers 5 / 18 / 6 (6/29 = 20.7% is mid, 24/29 = 82.8% is bottom)', () => {
    const rows = Array.from({ length: 29 }, (_, i) => row(i + 1, 2000 - i));
    const g = performanceCategories(rows);
    expect([g.top.length, g.mid.length, g.bottom.length]).toEqual([5, 18, 6]);
    expect(g.bottom[0]?.rank).toBe(24);
  });
  it('keeps tied ranks together', () => {
    const g = performanceCategories([row(1, 90), row(2, 80), row(2, 80), row(4, 70), row(5, 60)]);
    expect(g.top.map((r) => r.rank)).toEqual([1]);
    expect(g.mid.map((r) => r.rank)).toEqual([2, 2, 4]);
    expect(g.bottom.map((r) => r.rank)).toEqual([5]);
  });
  it('uses the full member count when only part of a big league was read', () => {
    const g = performanceCategories([row(1, 90), row(2, 80)], 1000);
    expect(g.top).toHaveLength(2);
  });
});

describe('bestGameweek', () => {
  it('finds the highest gameweek score, first on a tie', () => {
    expect(bestGameweek([row(1, 90, 40), row(2, 80, 71), row(3, 70, 71)])?.rank).toBe(2);
    expect(bestGameweek([])).toBeNull();
  });
});
