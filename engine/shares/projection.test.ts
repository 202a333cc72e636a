import { describe, expect, it } from 'vitest';
import { availabilityFactor, splitMatch, usualMinutesShare } from './projection';

describe('splitting a team match between its squad', () => {
  const squad = [
    { player: 1, share: 0.3, minutesShare: 1 },
    { player: 2, share: 0.1, minutesShare: 1 },
    { player: 3, share: 0.3, minutesShare: 0 },
  ];

  it('players plus the own-goal line add up to the team expected goals', () => {
    const split = splitMatch(1.8, squad, 0.04);
    expect(split.ownGoals).toBeCloseTo(0.072, 12);
    expect(split.players.reduce((s, g) => s + g, 0) + split.ownGoals).toBeCloseTo(1.8, 12);
  });

  it('gives a player who will not play nothing and his teammates his part', () => {
    const split = splitMatch(2, squad, 0);
    expect(split.players[2]).toBe(0);
    expect(split.players[0]).toBeCloseTo(1.5, 12);
    expect(split.players[1]).toBeCloseTo(0.5, 12);
  });

  it('keeps the total when nobody is expected to play or the squad is empty', () => {
    const idle = squad.map((m) => ({ ...m, minutesShare: 0 }));
    expect(splitMatch(1, idle, 0).players.reduce((s, g) => s + g, 0)).toBeCloseTo(1, 12);
    expect(splitMatch(1.2, [], 0.04)).toEqual({ players: [], ownGoals: 1.2 });
  });

  it('a double gameweek counts both matches and a blank none (the sum over matches is what a player gets)', () => {
    const doubled = [splitMatch(1.5, squad, 0), splitMatch(1.1, squad, 0)];
    expect(doubled.reduce((s, m) => s + m.players[0]!, 0)).toBeCloseTo(0.75 * 2.6, 12);
  });
});

describe('availability', () => {
  it('an injured player with chance 0 plays no part next round but counts again later', () => {
    expect(availabilityFactor({ status: 'i', chanceNextRound: 0 }, true)).toBe(0);
    expect(availabilityFactor({ status: 'i', chanceNextRound: 0 }, false)).toBe(1);
  });

  it('follows the stated chance, and a player gone from the league or on loan plays no more', () => {
    expect(availabilityFactor({ status: 'd', chanceNextRound: 75 }, true)).toBe(0.75);
    expect(availabilityFactor({ status: 'a', chanceNextRound: null }, true)).toBe(1);
    expect(availabilityFactor({ status: 's', chanceNextRound: null }, true)).toBe(0);
    expect(availabilityFactor({ status: 'u', chanceNextRound: null }, false)).toBe(0);
    expect(availabilityFactor({ status: 'n', chanceNextRound: null }, false)).toBe(0);
  });

  it('usual minutes are the recent matches minutes over 90 each, absent matches counting 0', () => {
    expect(usualMinutesShare([90, 90, 0, 45, 90, 90])).toBeCloseTo(405 / 540, 12);
    expect(usualMinutesShare([120])).toBe(1);
    expect(usualMinutesShare([])).toBe(0);
  });
});
