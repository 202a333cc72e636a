import { describe, expect, it } from 'vitest';
import { allocateBonus, bpsScore, type BpsEvents } from './bps';

const quiet: BpsEvents = {
  minutes: 90,
  goals: 0,
  assists: 0,
  cleanSheet: false,
  conceded: 0,
  saves: 0,
  penSaved: 0,
  penMissed: 0,
  yellow: 0,
  red: 0,
  ownGoals: 0,
  cbi: 0,
  tackles: 0,
  recoveries: 0,
  keyPasses: 0,
  shotsOnTarget: 0,
};

describe('bpsScore', () => {
  it('adds the documented weights: forward with a goal, an assist and two shots on target', () => {
    // 6 (90 minutes) + 24 (goal) + 9 (assist) + 4 (two shots on target) = 43
    expect(bpsScore(4, { ...quiet, goals: 1, assists: 1, shotsOnTarget: 2 })).toBe(6 + 24 + 9 + 4);
  });

  it('counts a defender clean sheet, tackles, halves of CBI and thirds of recoveries', () => {
    expect(bpsScore(2, { ...quiet, cleanSheet: true, tackles: 2, cbi: 7, recoveries: 8 })).toBe(
      6 + 12 + 4 + 3 + 2,
    );
  });

  it('docks a keeper 4 a goal conceded and a booking 3; nothing for not playing', () => {
    expect(bpsScore(1, { ...quiet, minutes: 45, conceded: 2, saves: 3, yellow: 1 })).toBe(3 - 8 + 6 - 3);
    expect(bpsScore(1, { ...quiet, minutes: 0, saves: 3 })).toBe(0);
  });
});

describe('allocateBonus', () => {
  const p = (id: number, bps: number, minutes = 90) => ({ id, bps, minutes });
  /** Bonus points by player id. */
  const bonus = (...pairs: [number, number][]) => new Map(pairs);

  it('gives 3, 2, 1 to the top three', () => {
    expect(allocateBonus([p(1, 20), p(2, 35), p(3, 28), p(4, 10)])).toEqual(bonus([2, 3], [3, 2], [1, 1]));
  });

  it('gives 3, 3, 1 on a tie for first and 3, 2, 2 on a tie for second', () => {
    expect(allocateBonus([p(1, 30), p(2, 30), p(3, 20), p(4, 10)])).toEqual(bonus([1, 3], [2, 3], [3, 1]));
    expect(allocateBonus([p(1, 40), p(2, 30), p(3, 30), p(4, 10)])).toEqual(bonus([1, 3], [2, 2], [3, 2]));
  });

  it('gives 3, 2, 1, 1 on a tie for third and skips players who did not play', () => {
    expect(allocateBonus([p(1, 40), p(2, 30), p(3, 20), p(4, 20), p(5, 50, 0)])).toEqual(
      bonus([1, 3], [2, 2], [3, 1], [4, 1]),
    );
  });
});
