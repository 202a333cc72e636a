import { describe, expect, it } from 'vitest';
import { rankByTotal } from './league-rank';

describe('rankByTotal', () => {
  it('ranks the highest total first, level totals sharing a rank and the next skipping', () => {
    const ranked = rankByTotal([
      { name: 'a', total: 1900 },
      { name: 'b', total: 2010 },
      { name: 'c', total: 1950 },
      { name: 'd', total: 1950 },
    ]);
    expect(ranked.map((r) => [r.name, r.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 2],
      ['a', 4],
    ]);
  });
});
