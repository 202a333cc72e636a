import { describe, expect, it } from 'vitest';
import { assistsPerGoal, teamExpectedAssists } from './assists';

describe('assistsPerGoal', () => {
  it('divides assists by team goals, own goals included (they have no assist)', () => {
    const rows = [
      { goalsScored: 2, assists: 1, ownGoals: 0 },
      { goalsScored: 0, assists: 2, ownGoals: 0 },
      { goalsScored: 1, assists: 0, ownGoals: 1 },
    ];
    expect(assistsPerGoal(rows)).toBeCloseTo(3 / 4, 12);
  });

  it('is NaN when nobody scored', () => {
    expect(assistsPerGoal([{ goalsScored: 0, assists: 0, ownGoals: 0 }])).toBeNaN();
  });
});

describe('teamExpectedAssists', () => {
  it('scales expected goals by the rate', () => {
    expect(teamExpectedAssists(1.5, 0.86)).toBeCloseTo(1.29, 12);
  });
});
