import { describe, expect, it } from 'vitest';
import { bonusFromBps } from './bonus';

const bonusOf = (...scores: number[]) => {
  const bonus = bonusFromBps(scores.map((bps, i) => ({ element: i + 1, bps })));
  return scores.map((_, i) => bonus.get(i + 1) ?? 0);
};

describe('bonusFromBps (3-2-1 with the game tie rules)', () => {
  it('gives 3, 2 and 1 to the three best scores in any order', () => {
    expect(bonusOf(20, 35, 28, 12)).toEqual([1, 3, 2, 0]);
  });
  it('gives two players level first 3 each and the next player 1', () => {
    expect(bonusOf(30, 30, 25, 20)).toEqual([3, 3, 1, 0]);
  });
  it('gives three players level first 3 each and nobody else anything', () => {
    expect(bonusOf(30, 30, 30, 29)).toEqual([3, 3, 3, 0]);
  });
  it('gives two players level second 2 each and nobody 1', () => {
    expect(bonusOf(40, 30, 30, 29)).toEqual([3, 2, 2, 0]);
  });
  it('gives two players level third 1 each', () => {
    expect(bonusOf(40, 30, 25, 25, 10)).toEqual([3, 2, 1, 1, 0]);
  });
  it('awards nothing in a fixture without BPS', () => {
    expect(bonusFromBps([]).size).toBe(0);
  });
});
