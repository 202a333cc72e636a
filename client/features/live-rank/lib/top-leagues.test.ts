import { describe, expect, it } from 'vitest';
import { leagueRankTone, topPrivateLeagues } from './top-leagues';

const league = (id: number, entry_rank: number | null) => ({ id, name: `League ${id}`, entry_rank });

describe('topPrivateLeagues', () => {
  it('keeps private leagues (id above 1000) ranked 100 or better, best first, at most 5', () => {
    const leagues = [
      league(314, 1), // the overall league: not private
      league(2001, 40),
      league(2002, 101), // rank too low
      league(2003, 3),
      league(2004, 100), // exactly 100 counts
      league(2005, 7),
      league(2006, 12),
      league(2007, 55),
    ];
    expect(topPrivateLeagues(leagues).map((l) => [l.id, l.entry_rank])).toEqual([
      [2003, 3],
      [2005, 7],
      [2006, 12],
      [2001, 40],
      [2007, 55],
    ]);
  });
  it('leaves out leagues where the manager is not ranked yet (0 or null)', () => {
    expect(
      topPrivateLeagues([league(5000, 0), league(5001, null), league(5002, 2)]).map((l) => l.id),
    ).toEqual([5002]);
  });
  it('is empty when no private league qualifies', () => {
    expect(topPrivateLeagues([league(12, 5), league(9000, 250)])).toEqual([]);
  });
});

describe('leagueRankTone', () => {
  it('is success up to 10, secondary up to 50, plain beyond', () => {
    expect([1, 10, 11, 50, 51, 100].map(leagueRankTone)).toEqual([
      'success',
      'success',
      'secondary',
      'secondary',
      'outline',
      'outline',
    ]);
  });
});
