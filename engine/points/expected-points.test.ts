import { describe, expect, it } from 'vitest';
import { expectedFloorDiv, expectedMatchPoints, sumMatches, type MatchInput } from './expected-points';
import { rulesFor } from './scoring-rules';

const noRates = {
  bonusPer90: 0,
  yellowPer90: 0,
  redPer90: 0,
  ownGoalsPer90: 0,
  savesPerConceded: 0,
  defconRate: 0,
};
const sure = { play: 1, sixty: 1, minutes: 90 };
const base: MatchInput = {
  position: 4,
  minutes: sure,
  goalShare: 0,
  assistShare: 0,
  teamGoals: 1.5,
  teamAssists: 1.2,
  teamConceded: 1,
  rates: noRates,
};

describe('expectedFloorDiv', () => {
  it('gives 0 for no goals and P(X>=2) + P(X>=4) + ... for halves', () => {
    expect(expectedFloorDiv(0, 2)).toBe(0);
    // Poisson(1): P(X>=2) + P(X>=4) + P(X>=6) = 0.26424 + 0.01899 + 0.00059 = 0.28383 (by hand).
    expect(expectedFloorDiv(1, 2)).toBeCloseTo(0.2838, 3);
  });
});

describe('expectedMatchPoints', () => {
  it('gives a forward sure of 90 minutes and nothing else 2 points', () => {
    expect(expectedMatchPoints(rulesFor('2024-25'), base).points).toBeCloseTo(2, 10);
  });

  it('gives a player who will not play 0', () => {
    const out = { play: 0, sixty: 0, minutes: 0 };
    const x = expectedMatchPoints(rulesFor('2025-26'), { ...base, minutes: out, goalShare: 0.4 });
    expect(x).toEqual({ points: 0, goals: 0, assists: 0, minutes: 0 });
  });

  it('pays a forward 4 an expected goal: share 0.4 of 1.5 team goals over 90 minutes is 0.6 goals', () => {
    const x = expectedMatchPoints(rulesFor('2025-26'), { ...base, goalShare: 0.4, assistShare: 0.25 });
    expect(x.goals).toBeCloseTo(0.6, 10);
    expect(x.assists).toBeCloseTo(0.3, 10);
    expect(x.points).toBeCloseTo(2 + 4 * 0.6 + 3 * 0.3, 10);
  });

  it('gives a defender 4 x P(clean sheet) less E[floor(conceded / 2)]', () => {
    const x = expectedMatchPoints(rulesFor('2024-25'), { ...base, position: 2 });
    expect(x.points).toBeCloseTo(2 + 4 * Math.exp(-1) - 0.2838, 3);
  });

  it('adds defensive contributions only under the 2025-26 rules', () => {
    const input = { ...base, position: 2 as const, rates: { ...noRates, defconRate: 0.5 } };
    const now = expectedMatchPoints(rulesFor('2025-26'), input).points;
    const before = expectedMatchPoints(rulesFor('2024-25'), input).points;
    expect(now - before).toBeCloseTo(1, 10);
  });

  it('scales per-90 bonus and cards by expected minutes', () => {
    const half = { play: 1, sixty: 0, minutes: 45 };
    const rates = { ...noRates, bonusPer90: 1, yellowPer90: 0.2 };
    const x = expectedMatchPoints(rulesFor('2024-25'), { ...base, minutes: half, rates });
    expect(x.points).toBeCloseTo(1 + 0.5 * (1 - 0.2), 10);
  });

  it('gives a keeper a point per three expected saves', () => {
    const rates = { ...noRates, savesPerConceded: 3 };
    const keeper = expectedMatchPoints(rulesFor('2024-25'), { ...base, position: 1, rates }).points;
    const none = expectedMatchPoints(rulesFor('2024-25'), { ...base, position: 1 }).points;
    // Saves ~ Poisson(3 x 1): E[floor(S/3)] = P(S>=3) + P(S>=6) + ... = 0.5768 + 0.0839 + 0.0038 + ...
    // = 0.6646 (summed separately in Python to S = 60).
    expect(keeper - none).toBeCloseTo(0.6646, 3);
  });
});

describe('sumMatches', () => {
  it('sums a double gameweek and gives a blank 0', () => {
    const one = { points: 3, goals: 0.2, assists: 0.1, minutes: 80 };
    expect(sumMatches([one, one])).toEqual({ points: 6, goals: 0.4, assists: 0.2, minutes: 160 });
    expect(sumMatches([])).toEqual({ points: 0, goals: 0, assists: 0, minutes: 0 });
  });
});
