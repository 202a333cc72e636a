import { describe, expect, it } from 'vitest';
import { previousGameweekRank, rankMovement } from './rank-change';

describe('rankMovement', () => {
  it('counts places gained when the rank number falls', () => {
    expect(rankMovement(900, 1_200)).toEqual({ kind: 'up', places: 300 });
  });
  it('counts places lost when the rank number rises', () => {
    expect(rankMovement(52_340, 50_000)).toEqual({ kind: 'down', places: 2_340 });
  });
  it('says the same rank when nothing moved', () => {
    expect(rankMovement(4, 4)).toEqual({ kind: 'same' });
  });
  it('treats 0 and null as "not ranked before", never as a movement', () => {
    expect(rankMovement(3, 0)).toEqual({ kind: 'new' });
    expect(rankMovement(3, null)).toEqual({ kind: 'new' });
    expect(rankMovement(null, 10)).toEqual({ kind: 'new' });
  });
});

describe('previousGameweekRank', () => {
  const history = [
    { event: 1, overall_rank: 500_000 },
    { event: 2, overall_rank: 320_000 },
    { event: 4, overall_rank: 250_000 },
  ];
  it('takes the gameweek right before the current one', () => {
    expect(previousGameweekRank(history, 2)).toBe(500_000);
  });
  it('takes the latest earlier gameweek when the manager missed one (joined late or history gap)', () => {
    expect(previousGameweekRank(history, 4)).toBe(320_000);
  });
  it('is null in the first gameweek and before the season', () => {
    expect(previousGameweekRank(history, 1)).toBeNull();
    expect(previousGameweekRank(history, null)).toBeNull();
  });
});
