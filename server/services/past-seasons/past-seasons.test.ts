import { describe, expect, it } from 'vitest';
import { pointsPerGame } from './player-rows';
import { seasonList } from './seasons';

describe('seasonList', () => {
  it('puts the current season first and the imported ones after it, newest first', () => {
    expect(seasonList(['2016-17', '2023-24', '2019-20'], '2025-26')).toEqual([
      '2025-26',
      '2023-24',
      '2019-20',
      '2016-17',
    ]);
  });

  it('lists a current season that is also imported once', () => {
    expect(seasonList(['2025-26', '2024-25'], '2025-26')).toEqual(['2025-26', '2024-25']);
  });

  it('lists only the imported seasons when the current one is unknown', () => {
    expect(seasonList(['2024-25'], null)).toEqual(['2024-25']);
    expect(seasonList([], null)).toEqual([]);
  });
});

describe('pointsPerGame', () => {
  it('divides total points by appearances to one decimal', () => {
    expect(pointsPerGame(211, 32)).toBe(6.6); // 6.59375
    expect(pointsPerGame(20, 3)).toBe(6.7); // 6.666...
  });

  it('rounds an exact half up', () => {
    expect(pointsPerGame(63, 20)).toBe(3.2); // 3.15
    expect(pointsPerGame(45, 20)).toBe(2.3); // 2.25
  });

  it('is 0 without appearances and keeps negative totals', () => {
    expect(pointsPerGame(0, 0)).toBe(0);
    expect(pointsPerGame(-2, 1)).toBe(-2);
  });
});
