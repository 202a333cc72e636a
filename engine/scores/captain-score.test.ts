import { describe, expect, it } from 'vitest';
import {
  CAPTAIN_CARD_LIMIT,
  captainRecommendation,
  captainScore,
  filterByStrategy,
  isCaptainCandidate,
  isDifferential,
  isPopularPick,
  ownershipScore,
  type CaptainScoreInput,
} from './captain-score';
import { testPlayer } from './test-player';

// A forward: form 5, 6 points per game, 900 minutes, I + C + T = 300 + 150 + 450 = 900, owned by 10%.
const forward = (over: Parameters<typeof testPlayer>[0] = {}) =>
  testPlayer({ elementType: 4, form: 5, pointsPerGame: 6, minutes: 900, selectedByPercent: 10, ...over });
const input = (over: Partial<CaptainScoreInput> = {}): CaptainScoreInput => ({
  player: forward(),
  nextFixtures: [{ difficulty: 3, home: false }],
  ...over,
});

describe('captainScore', () => {
  it('computes each part by hand', () => {
    const { parts } = captainScore(input());
    expect(
      Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, [part.value, part.weight]])),
    ).toEqual({
      form: [10, 0.3], // 5 x 2.2 = 11 -> 10
      fixture: [expect.closeTo(5.52, 10), 0.25], // (6 - 3) x 2 = 6, away x 0.92
      ict: [8, 0.2], // 900 / 60 = 15 -> 8
      minutes: [6, 0.1], // 900 / 600 x 4
      momentum: [2.5, 0.1], // 5 + 2.5 x (5 - 6)
      ownership: [7.5, 0.05], // 10% is below 20%
    });
  });

  it('on the spec raw scale multiplies the weighted sum by the position factor alone', () => {
    // 0.3 x 10 + 0.25 x 5.52 + 0.2 x 8 + 0.1 x 6 + 0.1 x 2.5 + 0.05 x 7.5 = 7.205
    // FWD x 1.2 = 8.646 -> 8.6; MID x 0.8 = 5.764 -> 5.8; DEF x 0.3 = 2.1615 -> 2.2; GK x 0.1 = 0.7205 -> 0.7
    const spec = (elementType: number) =>
      captainScore(input({ player: forward({ elementType }), rescale: false }));
    expect(spec(4)).toMatchObject({ score: 8.6, positionScale: 1, recommendation: 'essential' });
    expect(spec(3)).toMatchObject({ score: 5.8, recommendation: 'risky', label: 'Risky' });
    expect(spec(2).score).toBe(2.2);
    expect(spec(1)).toMatchObject({ score: 0.7, recommendation: 'avoid' });
  });

  it('scales the weighted sum by 8.5 / (factor x the position reference) before the factor', () => {
    // References GK 8.339, DEF 8.375, MID 8.567, FWD 8.75: the score is 7.205 x 8.5 / reference.
    // FWD 6.999 -> 7.0; MID 7.149 -> 7.1; DEF 7.313 -> 7.3; GK 7.344 -> 7.3
    const as = (elementType: number) => captainScore(input({ player: forward({ elementType }) }));
    expect(as(4)).toMatchObject({
      score: 7,
      positionFactor: 1.2,
      positionScale: expect.closeTo(8.5 / (1.2 * 8.75), 10),
      recommendation: 'good',
      label: 'Good Option',
    });
    expect(as(3).score).toBe(7.1);
    expect(as(2).score).toBe(7.3);
    expect(as(1)).toMatchObject({ score: 7.3, positionScale: expect.closeTo(8.5 / (0.1 * 8.339), 10) });
  });

  it('gives a player at his position reference "Essential", whatever the position', () => {
    // Form 10 x 2.2 caps at 10; a sum at or above each reference needs most parts near their caps.
    const top = (elementType: number) =>
      captainScore(
        input({
          player: forward({ elementType, form: 5, pointsPerGame: 3, minutes: 1500, selectedByPercent: 30 }),
          nextFixtures: [{ difficulty: 2, home: true }],
        }),
      );
    // 0.3 x 10 + 0.25 x 9.2 + 0.2 x 8 + 0.1 x 8 + 0.1 x 10 + 0.05 x 9 = 9.15, above every reference
    for (const type of [1, 2, 3, 4])
      expect(top(type)).toMatchObject({ score: expect.any(Number), label: 'Essential' });
  });

  it('rates the next gameweek only: home 1.15, a double adds up to 10, a blank is 0', () => {
    const fixture = (nextFixtures: CaptainScoreInput['nextFixtures']) =>
      captainScore(input({ nextFixtures })).parts.fixture.value;
    expect(fixture([{ difficulty: 2, home: true }])).toBeCloseTo(9.2, 10); // 8 x 1.15
    expect(
      fixture([
        { difficulty: 2, home: true },
        { difficulty: 3, home: false },
      ]),
    ).toBe(10); // 9.2 + 5.52
    expect(fixture([])).toBe(0);
    // Blank: (7.205 - 1.38) x 8.5 / 8.75 = 5.659 -> 5.7
    expect(captainScore(input({ nextFixtures: [] }))).toMatchObject({
      score: 5.7,
      recommendation: 'risky',
      label: 'Risky',
    });
  });

  it('applies the historical multiplier and clamps at 10', () => {
    // 6.999 x 1.15 = 8.049 -> 8.0
    expect(captainScore(input({ historicalMultiplier: 1.15 })).score).toBe(8);
    // 0.3 x 10 + 0.25 x 10 + 0.2 x 8 + 0.1 x 8 + 0.1 x 10 + 0.05 x 9 = 9.35; x 8.5 / 8.75 x 1.15 = 10.4 -> 10
    const star = forward({ form: 9, pointsPerGame: 5, minutes: 3000, selectedByPercent: 60 });
    expect(
      captainScore(
        input({ player: star, nextFixtures: [{ difficulty: 1, home: true }], historicalMultiplier: 1.15 }),
      ).score,
    ).toBe(10);
  });

  it('tags popular picks and differentials', () => {
    expect(captainScore(input({ player: forward({ selectedByPercent: 40 }) }))).toMatchObject({
      isPopularPick: true,
      isDifferential: false,
    });
    // 2% ownership scores 8: 7.205 + 0.05 x (8 - 7.5) = 7.23; x 8.5 / 8.75 = 7.023 -> 7.0, above 6
    expect(captainScore(input({ player: forward({ selectedByPercent: 2 }) }))).toMatchObject({
      score: 7,
      isPopularPick: false,
      isDifferential: true,
    });
  });

  it('caps the selector at 20 cards', () => {
    expect(CAPTAIN_CARD_LIMIT).toBe(20);
  });
});

describe('captain rules', () => {
  it.each([
    [2.9, 8],
    [3, 6.5],
    [7.9, 6.5],
    [8, 7.5],
    [19.9, 7.5],
    [20, 9],
    [75, 9],
  ])('ownership %s%% scores %s', (own, score) => {
    expect(ownershipScore(own)).toBe(score);
  });

  it.each([
    [8.5, 'essential', 'Essential'],
    [8.4, 'strong', 'Strong Pick'],
    [7.5, 'strong', 'Strong Pick'],
    [7.4, 'good', 'Good Option'],
    [6, 'good', 'Good Option'],
    [5.9, 'risky', 'Risky'],
    [4, 'risky', 'Risky'],
    [3.9, 'avoid', 'Avoid'],
  ] as const)('captain score %s is %s (%s)', (score, recommendation, label) => {
    expect(captainRecommendation(score)).toEqual({ recommendation, label });
  });

  it('popular means above 15%; differential below 5% with a score above 6', () => {
    expect([isPopularPick(15), isPopularPick(15.1)]).toEqual([false, true]);
    expect([isDifferential(4.9, 6.1), isDifferential(5, 9), isDifferential(1, 6)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('needs more than 5 total points to be a candidate', () => {
    expect([isCaptainCandidate({ totalPoints: 5 }), isCaptainCandidate({ totalPoints: 6 })]).toEqual([
      false,
      true,
    ]);
  });
});

describe('filterByStrategy', () => {
  const c = (name: string, score: number, popular: boolean, differential: boolean) => ({
    name,
    score,
    isPopularPick: popular,
    isDifferential: differential,
    recommendation: captainRecommendation(score).recommendation,
  });
  const candidates = [
    c('popular strong', 7.6, true, false),
    c('popular risky', 5, true, false),
    c('differential', 6.5, false, true),
    c('unpopular good', 6.2, false, false),
    c('unpopular weak', 5.5, false, false),
  ];
  const names = (list: typeof candidates) => list.map((x) => x.name);

  it('safe keeps popular picks that are not risky or avoid', () => {
    expect(names(filterByStrategy(candidates, 'safe'))).toEqual(['popular strong']);
  });

  it('differential keeps differentials and non-popular picks above 6', () => {
    expect(names(filterByStrategy(candidates, 'differential'))).toEqual(['differential', 'unpopular good']);
  });

  it('all keeps everyone in order', () => {
    expect(names(filterByStrategy(candidates, 'all'))).toEqual(names(candidates));
  });
});
