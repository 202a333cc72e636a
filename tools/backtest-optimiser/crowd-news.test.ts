import { describe, expect, it } from 'vitest';
import {
  crowdAvailability,
  fitCrowdNews,
  minutesBeforeSeason,
  ownerBand,
  soldBand,
  soldShare,
  type CrowdWeek,
} from './crowd-news';

/** Owners before the deadline and the share of them who sold, as the files record it. */
const moved = (minutes: number, ownersBefore: number, sold: number): CrowdWeek => {
  const balance = -Math.round(ownersBefore * sold);
  return { minutes, balance, selected: ownersBefore + balance };
};

describe("the share of a player's owners who sold him before a deadline", () => {
  it('counts the net sales against the owners at the previous deadline', () => {
    expect(soldShare({ balance: -10_000, selected: 90_000 })).toBeCloseTo(0.1, 10);
    expect(soldShare({ balance: 5_000, selected: 105_000 })).toBeCloseTo(-0.05, 10);
  });

  it('says nothing for a player with fewer than 20,000 owners', () => {
    expect(soldShare({ balance: -9_000, selected: 10_000 })).toBeNull();
  });

  it('puts 15-30% in the first band, 30% and more in the second, less in none', () => {
    expect([0.1, 0.15, 0.2, 0.3, 0.5, null].map(soldBand)).toEqual([-1, 0, 0, 1, 1, -1]);
  });

  it('bands owner counts under 20,000, 100,000 and 500,000, the reference above', () => {
    expect([0, 19_999, 20_000, 99_999, 100_000, 500_000].map(ownerBand)).toEqual([0, 0, 1, 1, 2, -1]);
  });
});

// Season A, gameweek 1: everyone plays except player 20. Gameweek 2: players 1-10 kept by their
// owners (9 play), 11-14 sold by 20% (2 play), 15-16 sold by 40% (neither plays), 20 sold by 40% but
// absent already in gameweek 1, 30 with too few owners to count. Nobody was in the season before.
const gw2: Record<number, CrowdWeek> = {
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i + 1, moved(i < 9 ? 90 : 0, 100_000, 0)])),
  11: moved(90, 100_000, 0.2),
  12: moved(60, 100_000, 0.2),
  13: moved(0, 100_000, 0.2),
  14: moved(0, 100_000, 0.2),
  15: moved(0, 100_000, 0.4),
  16: moved(0, 100_000, 0.4),
  20: moved(90, 100_000, 0.4),
  30: moved(0, 5_000, 0.9),
};
const weeksA = (gameweek: number, id: number): CrowdWeek | undefined =>
  gameweek === 1 ? moved(id === 20 ? 0 : 90, 100_000, 0) : gameweek === 2 ? gw2[id] : undefined;
const seasonA = {
  weeks: weeksA,
  ids: Object.keys(gw2).map(Number),
  lastGameweek: 2,
  minutesBefore: () => undefined,
};

// Season B, gameweek 1 only, every player's first match: 1-4 with 600,000 owners all play; 5-8 with
// 50,000, three play; 9-10 with 10,000, one plays; 11 with 10,000 did not play his last match before.
const owners = (id: number) => (id <= 4 ? 600_000 : id <= 8 ? 50_000 : 10_000);
const weeksB = (gameweek: number, id: number): CrowdWeek | undefined =>
  gameweek === 1
    ? { minutes: [8, 10, 11].includes(id) ? 0 : 90, balance: 0, selected: owners(id) }
    : undefined;
const seasonB = {
  weeks: weeksB,
  ids: Array.from({ length: 11 }, (_, i) => i + 1),
  lastGameweek: 1,
  minutesBefore: (id: number) => (id === 11 ? 0 : 90),
};
const fitted = { sold: [56, 0], firstMatch: [50, 75, 100] };
const available = { status: 'a', chanceNextRound: null };

describe('the chance of playing the crowd tells', () => {
  it('is the play rate in each band against the reference, after a match he played', () => {
    // Sold 15-30%: 2 of 4 played against 9 of 10 nobody sold, 0.5 / 0.9 = 56%; 30%+: none played.
    // First match: 1 of 2 under 20,000 owners (50%), 3 of 4 under 100,000 (75%), against 4 of 4.
    expect(fitCrowdNews([seasonA, seasonB])).toEqual(fitted);
  });

  it('marks a player doubtful at his band after a match he played', () => {
    expect(crowdAvailability(fitted, weeksA, 2, 11, true)).toEqual({ status: 'd', chanceNextRound: 56 });
    expect(crowdAvailability(fitted, weeksA, 2, 15, true)).toEqual({ status: 'd', chanceNextRound: 0 });
    expect(crowdAvailability(fitted, weeksB, 1, 9, true)).toEqual({ status: 'd', chanceNextRound: 50 });
  });

  it('leaves available one nobody sold, one absent last time, one with few owners, a crowd favourite', () => {
    expect(crowdAvailability(fitted, weeksA, 2, 1, true)).toEqual(available);
    expect(crowdAvailability(fitted, weeksA, 2, 20, false)).toEqual(available);
    expect(crowdAvailability(fitted, weeksA, 2, 30, true)).toEqual(available);
    expect(crowdAvailability(fitted, weeksA, 3, 11, true)).toEqual(available);
    expect(crowdAvailability(fitted, weeksB, 1, 1, true)).toEqual(available);
    expect(crowdAvailability(fitted, weeksB, 1, 9, false)).toEqual(available);
  });

  it('refuses to fit without first matches or sales to fit on', () => {
    expect(() => fitCrowdNews([seasonA])).toThrow(/no first matches/);
    expect(() => fitCrowdNews([seasonB])).toThrow(/no sales/);
  });
});

describe("a player's minutes in his last club match before a season", () => {
  const row = (season: string, playerId: number, code: number, kickoffMs: number, minutes: number) => ({
    season,
    playerId,
    code,
    kickoffMs,
    minutes,
  });
  const before = minutesBeforeSeason(
    [
      row('2023-24', 70, 7, 1, 90),
      row('2023-24', 70, 7, 2, 0),
      row('2024-25', 75, 7, 3, 90),
      row('2024-25', 80, 8, 3, 90),
      row('2025-26', 90, 8, 4, 90),
    ],
    '2024-25',
  );

  it("reads his last match of the seasons before, by the game's player code", () => {
    expect(before(75)).toBe(0);
  });

  it('knows nothing of a player new to the game, nor of an id not in the season', () => {
    expect(before(80)).toBeUndefined();
    expect(before(70)).toBeUndefined();
  });
});
