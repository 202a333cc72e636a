import { describe, expect, it } from 'vitest';
import { ranks, spearman } from './rank-correlation';

describe('ranks', () => {
  it('numbers values from 1 upward and gives tied values the mean of the ranks they span', () => {
    expect(ranks([30, 10, 20])).toEqual([3, 1, 2]);
    // The 0 is rank 1; the two 5s span ranks 2 and 3, so 2.5 each; the 9 is rank 4.
    expect(ranks([5, 0, 5, 9])).toEqual([2.5, 1, 2.5, 4]);
    expect(ranks([1, 1, 1])).toEqual([2, 2, 2]);
  });
});

describe('spearman', () => {
  it('is 1 for any increasing relation and -1 for any decreasing one', () => {
    expect(spearman([1, 2, 3, 4], [1, 4, 9, 100])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [8, 3, 2, -5])).toBeCloseTo(-1, 12);
  });

  it('matches the textbook value without ties', () => {
    // Ranks x 1..5, y 2,1,4,3,5: sum d^2 = 1 + 1 + 1 + 1 + 0 = 4; 1 - 6 x 4 / (5 x 24) = 0.8
    expect(spearman([1, 2, 3, 4, 5], [20, 10, 40, 30, 50])).toBeCloseTo(0.8, 12);
  });

  it('corrects for ties by correlating mean ranks', () => {
    // x ranks 1,2,3,4; y = [0, 0, 1, 2] ranks 1.5,1.5,3,4.
    // Means 2.5 and 2.5; dx -1.5,-0.5,0.5,1.5; dy -1,-1,0.5,1.5
    // sxy = 1.5 + 0.5 + 0.25 + 2.25 = 4.5; sxx = 5; syy = 1 + 1 + 0.25 + 2.25 = 4.5
    // rho = 4.5 / sqrt(5 x 4.5) = 0.948683
    expect(spearman([1, 2, 3, 4], [0, 0, 1, 2])).toBeCloseTo(0.948683, 6);
  });

  it('is undefined (null) for a constant list or fewer than two pairs, and rejects unequal lengths', () => {
    expect(spearman([1, 2, 3], [4, 4, 4])).toBeNull();
    expect(spearman([1], [2])).toBeNull();
    expect(() => spearman([1, 2], [1])).toThrow(RangeError);
  });
});
