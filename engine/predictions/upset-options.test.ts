import { describe, expect, it } from 'vitest';
import { defaultUpsetConfig, type UpsetConfig } from '@contracts/api/upset-config';
import { displayedScore, type UpsetMatch } from './upset-options';

const OFF: UpsetConfig = {
  ...defaultUpsetConfig([1, 2, 3, 4, 5, 6]),
  enablePoissonDistribution: false,
  enableControlledVariance: false,
  enableContextUpsets: false,
  enableSmartRounding: false,
  enableSeasonUpsetBudget: false,
};
const FIXTURES = Array.from({ length: 4000 }, (_, i) => i + 1);

const match = (over: Partial<UpsetMatch> = {}): UpsetMatch => ({
  season: '2025-26',
  fixtureId: 1,
  homeTeamId: 10,
  awayTeamId: 11,
  rates: { home: 1.6, away: 0.9 },
  rho: 0,
  derby: false,
  ...over,
});
const shown = (over: Partial<UpsetMatch>, config: Partial<UpsetConfig>) =>
  displayedScore(match(over), { ...OFF, ...config }).score;
const key = (s: { home: number; away: number }) => `${s.home}-${s.away}`;
const frequencies = (scores: { home: number; away: number }[]) => {
  const counts = new Map<string, number>();
  for (const s of scores) counts.set(key(s), (counts.get(key(s)) ?? 0) + 1);
  return counts;
};
const poisson = (rate: number, k: number) => {
  let p = Math.exp(-rate);
  for (let i = 1; i <= k; i++) p *= rate / i;
  return p;
};

describe('displayed scoreline', () => {
  it('with every option off is the model predicted score (most likely score of the most likely outcome)', () => {
    // 1.6 v 0.9: a home win is most likely, and 1-0 is its likeliest score (0.131 against 2-0's 0.105).
    expect(displayedScore(match(), OFF)).toEqual({ score: { home: 1, away: 0 }, changedBy: [] });
  });

  it('Poisson chance 1 draws every scoreline from the score matrix', () => {
    const scores = FIXTURES.map((fixtureId) =>
      shown(
        { fixtureId, rates: { home: 1.4, away: 1.1 } },
        { enablePoissonDistribution: true, poissonChance: 1 },
      ),
    );
    const counts = frequencies(scores);
    for (let h = 0; h <= 3; h++)
      for (let a = 0; a <= 3; a++) {
        const expected = poisson(1.4, h) * poisson(1.1, a);
        const observed = (counts.get(`${h}-${a}`) ?? 0) / scores.length;
        // Binomial standard error at 4,000 draws is at most 0.008: four of them.
        expect(Math.abs(observed - expected)).toBeLessThan(0.032);
      }
    expect(counts.size).toBeGreaterThan(12);
  });

  it('Poisson chance 0 keeps the predicted score', () => {
    const config = { enablePoissonDistribution: true, poissonChance: 0 };
    for (const fixtureId of FIXTURES.slice(0, 200))
      expect(shown({ fixtureId }, config)).toEqual({ home: 1, away: 0 });
  });

  it('smart rounding rounds the rates, and rounding chance 1 floors them', () => {
    const rates = { home: 1.7, away: 2.9 };
    expect(shown({ rates }, { enableSmartRounding: true, upsetRoundingChance: 0 })).toEqual({
      home: 2,
      away: 3,
    });
    expect(shown({ rates }, { enableSmartRounding: true, upsetRoundingChance: 1 })).toEqual({
      home: 1,
      away: 2,
    });
  });

  it('controlled variance scales each rate by a factor drawn uniformly between its bounds', () => {
    const config = { enableSmartRounding: true, upsetRoundingChance: 0, enableControlledVariance: true };
    const homes = FIXTURES.map(
      (fixtureId) =>
        shown(
          { fixtureId, rates: { home: 1.45, away: 1 } },
          { ...config, varianceMin: 0.8, varianceMax: 1.2 },
        ).home,
    );
    // 1.45 x U(0.8, 1.2) rounds to 2 when the factor is at least 1.5 / 1.45: a share of 0.414.
    expect(new Set(homes)).toEqual(new Set([1, 2]));
    expect(homes.filter((h) => h === 2).length / homes.length).toBeCloseTo(0.414, 1);
    expect(shown({ rates: { home: 1.45, away: 1 } }, { ...config, varianceMin: 1, varianceMax: 1 })).toEqual({
      home: 1,
      away: 1,
    });
  });

  it('giant-killing lifts the side playing a top team, pressure lowers the favourite', () => {
    const rounding = { enableSmartRounding: true, upsetRoundingChance: 0, enableContextUpsets: true };
    const rates = { home: 2.2, away: 1 };
    const context = { ...rounding, pressureChance: 0, giantKillingBoost: 0.5, topTeamIds: [10] };
    expect(displayedScore(match({ rates }), { ...OFF, ...context })).toEqual({
      score: { home: 2, away: 2 },
      // Without rounding the matrix's predicted score (a home win) would show: rounding chose 2-2 too.
      changedBy: ['context', 'rounding'],
    });
    expect(shown({ rates }, { ...context, topTeamIds: [10, 11] })).toEqual({ home: 2, away: 1 });
    const pressure = { ...rounding, pressureChance: 1, pressurePenalty: 0.3, topTeamIds: [] };
    expect(shown({ rates: { home: 1.6, away: 0.4 } }, pressure)).toEqual({ home: 1, away: 0 });
  });

  it('a derby spreads the scores when its chance comes up', () => {
    const config = {
      enableSmartRounding: true,
      upsetRoundingChance: 0,
      enableContextUpsets: true,
      pressureChance: 0,
      derbyChance: 1,
      derbyVarianceBoost: 1,
    };
    const spread = (derby: boolean) =>
      new Set(FIXTURES.slice(0, 300).map((fixtureId) => key(shown({ fixtureId, derby }, config)))).size;
    expect(spread(false)).toBe(1);
    expect(spread(true)).toBeGreaterThan(4);
  });

  it('season budget chance 0 changes nothing', () => {
    const base = { enableControlledVariance: true, enablePoissonDistribution: true, poissonChance: 0.5 };
    for (const fixtureId of FIXTURES.slice(0, 500))
      expect(shown({ fixtureId }, { ...base, enableSeasonUpsetBudget: true, upsetBudgetChance: 0 })).toEqual(
        shown({ fixtureId }, base),
      );
  });

  it('season budget with chance 0.25 changes roughly a quarter of matches at wide multipliers', () => {
    const base = { enableSmartRounding: true, upsetRoundingChance: 0 };
    const budget = {
      ...base,
      enableSeasonUpsetBudget: true,
      upsetBudgetChance: 0.25,
      upsetBudgetMin: 0.1,
      upsetBudgetMax: 3,
    };
    const changed = FIXTURES.filter(
      (fixtureId) => key(shown({ fixtureId }, budget)) !== key(shown({ fixtureId }, base)),
    ).length;
    expect(changed / FIXTURES.length).toBeGreaterThan(0.15);
    expect(changed / FIXTURES.length).toBeLessThan(0.25);
  });

  it('leaves the model rates it is given untouched, with every option on', () => {
    const m = match({ derby: true, homeTeamId: 1 });
    const before = structuredClone(m);
    const all = { ...defaultUpsetConfig([1]), enablePoissonDistribution: true, enableContextUpsets: true };
    displayedScore(Object.freeze(m), { ...all, enableSeasonUpsetBudget: true });
    expect(m).toEqual(before);
  });

  it('gives identical output for identical inputs, and other output for another configuration or season', () => {
    const config = { ...defaultUpsetConfig([1, 2, 3, 4, 5, 6]), enablePoissonDistribution: true };
    const run = (c: UpsetConfig, season = '2025-26') =>
      FIXTURES.slice(0, 380).map((fixtureId) => displayedScore(match({ fixtureId, season }), c));
    expect(run(config)).toEqual(run({ ...config }));
    const differ = (a: ReturnType<typeof run>, b: ReturnType<typeof run>) =>
      a.filter((x, i) => key(x.score) !== key(b[i]!.score)).length;
    expect(differ(run(config), run({ ...config, poissonChance: 0.2 }))).toBeGreaterThan(20);
    expect(differ(run(config), run(config, '2024-25'))).toBeGreaterThan(20);
  });
});
