import { describe, expect, it } from 'vitest';
import { assistsPerGoal, goalTotalsBefore, goalTotalsByTime, teamExpectedAssists } from './assists';

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

describe('goalTotalsBefore', () => {
  // Listed out of kick-off order, two rows at kick-off 20.
  const rows = [
    { kickoffMs: 30, goalsScored: 1, assists: 1, ownGoals: 1 },
    { kickoffMs: 10, goalsScored: 2, assists: 1, ownGoals: 0 },
    { kickoffMs: 20, goalsScored: 0, assists: 2, ownGoals: 0 },
    { kickoffMs: 20, goalsScored: 1, assists: 0, ownGoals: 0 },
  ];
  const totals = goalTotalsByTime(rows);

  it('sums the rows kicked off before the moment, and no other', () => {
    expect(goalTotalsBefore(totals, 10)).toEqual({ goalsScored: 0, assists: 0, ownGoals: 0 });
    expect(goalTotalsBefore(totals, 11)).toEqual({ goalsScored: 2, assists: 1, ownGoals: 0 });
    expect(goalTotalsBefore(totals, 20)).toEqual({ goalsScored: 2, assists: 1, ownGoals: 0 });
    expect(goalTotalsBefore(totals, 21)).toEqual({ goalsScored: 3, assists: 3, ownGoals: 0 });
    expect(goalTotalsBefore(totals, 31)).toEqual({ goalsScored: 4, assists: 4, ownGoals: 1 });
  });

  it('gives the rate of the rows before the moment', () => {
    for (const asOfMs of [11, 25, 99])
      expect(assistsPerGoal([goalTotalsBefore(totals, asOfMs)])).toBe(
        assistsPerGoal(rows.filter((r) => r.kickoffMs < asOfMs)),
      );
    expect(assistsPerGoal([goalTotalsBefore(totals, 31)])).toBe(4 / 5);
  });
});
