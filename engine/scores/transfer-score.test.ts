import { describe, expect, it } from 'vitest';
import { testPlayer } from './test-player';
import {
  TRANSFER_CARD_LIMIT,
  TRANSFER_WEIGHTS,
  transferRecommendation,
  transferRescale,
  transferScore,
  transferTrend,
  type TransferScoreInput,
} from './transfer-score';

const fixtures = [
  { difficulty: 2, home: true },
  { difficulty: 4, home: false },
  { difficulty: 3, home: true },
];
const input = (over: Partial<TransferScoreInput> = {}): TransferScoreInput => ({
  player: testPlayer(),
  fixtures,
  finishedGameweeks: 20,
  ...over,
});
const values = (result: ReturnType<typeof transferScore>) =>
  Object.fromEntries(Object.entries(result.parts).map(([name, part]) => [name, part.value]));

describe('transferScore', () => {
  it('computes each part of the midfielder by hand', () => {
    const result = transferScore(input());
    expect(values(result)).toEqual({
      form: 10, // 6 x 2.5 = 15 -> 10
      value: 7.8125, // 100 points / 8.0m = 12.5 per million; / 20 gameweeks = 0.625; x 1 (MID) x 12.5
      fixtures: expect.closeTo(6.518367, 6), // see the next test
      ict: 6, // 120 / 1800 x 90
      minutes: 8, // 1800 / 600 x 4 = 12 -> 8
      momentum: 7.5, // 5 + 2.5 x (6 - 5)
      transferVolume: 8, // 5 + (150000 - 30000) / 40000
      points: 5, // 100 / 20
    });
    // Each part carries its weight from the table; the spec's figures are checked in the hand sum below.
    expect(
      Object.fromEntries(Object.entries(result.parts).map(([name, part]) => [name, part.weight])),
    ).toEqual(TRANSFER_WEIGHTS);
  });

  it('weights the next fixtures by 0.85 each and makes a home fixture 0.3 easier', () => {
    // home 2 -> 1.7 -> (6 - 1.7) x 2 = 8.6; away 4 -> 4; home 3 -> 2.7 -> 6.6
    // (8.6 x 1 + 4 x 0.85 + 6.6 x 0.7225) / (1 + 0.85 + 0.7225) = 16.7685 / 2.5725 = 6.518367
    expect(transferScore(input()).parts.fixtures.value).toBeCloseTo(6.518367, 6);
    const seven = [...fixtures, ...fixtures, { difficulty: 5, home: false }];
    const six = seven.slice(0, 6);
    expect(transferScore(input({ fixtures: seven })).parts.fixtures.value).toBe(
      transferScore(input({ fixtures: six })).parts.fixtures.value,
    );
    expect(transferScore(input({ fixtures: [] })).parts.fixtures.value).toBe(0);
  });

  it('sums the weighted parts into the score, recommendation and trend', () => {
    // 0.25 x 10 + 0.2 x 7.8125 + 0.2 x 6.518367 + 0.15 x 6 + 0.1 x 8 + 0.05 x 7.5 + 0.03 x 8 + 0.02 x 5
    // = 2.5 + 1.5625 + 1.3036735 + 0.9 + 0.8 + 0.375 + 0.24 + 0.1 = 7.7811735 -> 7.8
    expect(transferScore(input())).toMatchObject({
      score: 7.8,
      injuryPenalty: 0,
      historicalMultiplier: 1,
      recommendation: 'in',
      label: 'Buy',
      trend: 'rising',
    });
  });

  it('subtracts the injury penalty, then applies the historical multiplier', () => {
    // (7.7811735 - 1.5) x 1.1 = 6.9093 -> 6.9
    const doubtful = input({
      player: testPlayer({ chanceOfPlayingNextRound: 50, status: 'd' }),
      historicalMultiplier: 1.1,
    });
    expect(transferScore(doubtful)).toMatchObject({
      score: 6.9,
      injuryPenalty: 1.5,
      historicalMultiplier: 1.1,
    });
    // 7.7811735 x 1.1 = 8.5593 -> 8.6
    expect(transferScore(input({ historicalMultiplier: 1.1 }))).toMatchObject({
      score: 8.6,
      recommendation: 'strong_in',
      label: 'Strong Buy',
    });
  });

  it('scales value by position: goalkeeper 0.7, forward 1.2', () => {
    // 100 points / 5.0m / 20 gameweeks = 1.0; GK: 1.0 x 0.7 x 12.5 = 8.75; FWD: 1.0 x 1.2 x 12.5 = 15 -> 10
    const at = (elementType: number) =>
      transferScore(input({ player: testPlayer({ elementType, nowCostTenths: 50 }) })).parts.value.value;
    expect(at(1)).toBeCloseTo(8.75, 10);
    expect(at(4)).toBe(10);
  });

  it('counts ICT over at least 450 minutes', () => {
    // 5 / 450 x 90 = 1, not 5 / 90 x 90 = 5
    expect(transferScore(input({ player: testPlayer({ ictIndex: 5, minutes: 90 }) })).parts.ict.value).toBe(
      1,
    );
  });

  it('clamps the score to 0..10', () => {
    const out = testPlayer({
      form: 0,
      pointsPerGame: 4,
      totalPoints: 0,
      minutes: 0,
      ictIndex: 0,
      transfersInEvent: 0,
      transfersOutEvent: 500_000,
      chanceOfPlayingNextRound: 0,
      status: 'i',
    });
    expect(transferScore(input({ player: out, fixtures: [] }))).toMatchObject({
      score: 0,
      recommendation: 'strong_out',
      label: 'Strong Sell',
      trend: 'falling',
    });
    const star = testPlayer({
      elementType: 4,
      nowCostTenths: 50,
      form: 9,
      ictIndex: 300,
      totalPoints: 250,
      transfersInEvent: 900_000,
    });
    expect(
      transferScore(
        input({ player: star, fixtures: [{ difficulty: 1, home: true }], historicalMultiplier: 1.15 }),
      ).score,
    ).toBe(10);
  });

  it('caps the planner at 24 cards', () => {
    expect(TRANSFER_CARD_LIMIT).toBe(24);
  });
});

describe('transferRecommendation', () => {
  it.each([
    [10, 'strong_in', 'Strong Buy'],
    [8, 'strong_in', 'Strong Buy'],
    [7.9, 'in', 'Buy'],
    [6, 'in', 'Buy'],
    [5.9, 'neutral', 'Hold'],
    [4.1, 'neutral', 'Hold'],
    [4, 'out', 'Sell'],
    [2.1, 'out', 'Sell'],
    [2, 'strong_out', 'Strong Sell'],
    [0, 'strong_out', 'Strong Sell'],
  ] as const)('%s is %s (%s)', (score, recommendation, label) => {
    expect(transferRecommendation(score)).toEqual({ recommendation, label });
  });
});

describe('transferTrend', () => {
  it('needs more than 100,000 net transfers either way', () => {
    expect(transferTrend(200_001, 100_000)).toBe('rising');
    expect(transferTrend(200_000, 100_000)).toBe('stable');
    expect(transferTrend(0, 100_000)).toBe('stable');
    expect(transferTrend(0, 100_001)).toBe('falling');
  });
});

describe('transferRescale', () => {
  it('stretches a goalkeeper or defender sum above 6 so the position reference reaches 8', () => {
    // Goalkeeper reference 7.068: 6 + (7.068 - 6) x 2 / 1.068 = 8; 6.534 is halfway -> 7.
    expect(transferRescale(7.068, 1)).toBeCloseTo(8, 10);
    expect(transferRescale(6.534, 1)).toBeCloseTo(7, 10);
    // Defender reference 7.306: 7 -> 6 + 1 x 2 / 1.306 = 7.5314.
    expect(transferRescale(7, 2)).toBeCloseTo(7.5314, 4);
  });

  it('leaves sums of 6 or less, midfielders and forwards (references above 8) and the spec scale alone', () => {
    expect(transferRescale(5.2, 1)).toBe(5.2);
    expect(transferRescale(8.3, 3)).toBe(8.3);
    expect(transferRescale(7, 4)).toBe(7);
    expect(transferRescale(7, 1, null)).toBe(7);
  });

  it("lifts a goalkeeper's score above his spec-scale score by the stretch", () => {
    const keeper = input({ player: testPlayer({ elementType: 1 }) });
    const spec = transferScore({ ...keeper, rescale: false });
    const rescaled = transferScore(keeper);
    expect(rescaled.score).toBeGreaterThan(spec.score);
    expect(rescaled.rescaledSum).toBeCloseTo(6 + ((spec.rescaledSum - 6) * 2) / 1.068, 10);
  });
});
