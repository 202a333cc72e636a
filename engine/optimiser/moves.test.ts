import { describe, expect, it } from 'vitest';
import { movesOf } from './moves';
import type { PlanPlayer } from './types';

const p = (id: number, type: 1 | 2 | 3 | 4, priceTenths: number, xp: number[]): PlanPlayer => ({
  id,
  type,
  club: id,
  priceTenths,
  sellTenths: priceTenths,
  xp,
});

describe('movesOf', () => {
  const players = [
    p(1, 3, 100, [2, 2, 2]),
    p(2, 3, 60, [1, 1, 1]),
    p(3, 2, 45, [3, 0, 0]),
    p(11, 3, 120, [6, 5, 4]),
    p(12, 3, 55, [1, 2, 3]),
    p(13, 2, 40, [0, 4, 4]),
  ];

  it('pairs each sale with a purchase of his position, dearest with dearest, gain over the weeks left', () => {
    expect(movesOf(players, [1, 2, 3], [11, 12, 13], 0)).toEqual([
      { out: 3, in: 13, gain: 8 - 3 },
      { out: 1, in: 11, gain: 15 - 6 },
      { out: 2, in: 12, gain: 6 - 3 },
    ]);
  });

  it("counts from the move's own gameweek", () => {
    expect(movesOf(players, [1], [11], 2)).toEqual([{ out: 1, in: 11, gain: 2 }]);
  });
});
