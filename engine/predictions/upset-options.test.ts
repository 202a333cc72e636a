import { describe, expect, it } from 'vitest';
import { defaultUpsetConfig, type UpsetConfig } from '@contracts/api/upset-config';
import { UPSET_SWITCHES_OFF } from '@contracts/api/upset-fields';
import { upsetStep, type UpsetMatch } from './upset-options';

const OFF: UpsetConfig = { ...defaultUpsetConfig([1, 2, 3, 4, 5, 6]), ...UPSET_SWITCHES_OFF };
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
const step = (over: Partial<UpsetMatch>, config: Partial<UpsetConfig>) =>
  upsetStep(match(over), { ...OFF, ...config });
const key = (s: { home: number; away: number }) => `${s.home}-${s.away}`;
const poisson = (rate: number, k: number) => {
  let p = Math.exp(-rate);
  for (let i = 1; i <= k; i++) p *= rate / i;
  return p;
};

describe('what the upset options do to one match', () => {
  it('with every option off keep the model rates and fix no scoreline (the set choice picks it)', () => {
    expect(upsetStep(match(), OFF)).toEqual({ rates: { home: 1.6, away: 0.9 }, fixed: null });
  });

  it('Poisson chance 1 draws every scoreline from the score matrix', () => {
    const scores = FIXTURES.map(
      (fixtureId) =>
        step(
          { fixtureId, rates: { home: 1.4, away: 1.1 } },
          { enablePoissonDistribution: true, poissonChance: 1 },
        ).fixed!,
    );
    const counts = new Map<string, number>();
    for (const s of scores) counts.set(key(s), (counts.get(key(s)) ?? 0) + 1);
    for (let h = 0; h <= 3; h++)
      for (let a = 0; a <= 3; a++) {
        const observed = (counts.get(`${h}-${a}`) ?? 0) / scores.length;
        // Binomial standard error at 4,000 draws is at most 0.008: four of them.
        expect(Math.abs(observed - poisson(1.4, h) * poisson(1.1, a))).toBeLessThan(0.032);
      }
    expect(counts.size).toBeGreaterThan(12);
  });

  it('Poisson chance 0 fixes nothing', () => {
    for (const fixtureId of FIXTURES.slice(0, 200))
      expect(step({ fixtureId }, { enablePoissonDistribution: true, poissonChance: 0 }).fixed).toBeNull();
  });

  it("rounding down takes half a goal off each side's rates, in the share of matches asked", () => {
    const rates = { home: 1.7, away: 2.9 };
    expect(step({ rates }, { enableSmartRounding: true, upsetRoundingChance: 1 }).rates).toEqual({
      home: 1.2,
      away: 2.4,
    });
    expect(step({ rates }, { enableSmartRounding: true, upsetRoundingChance: 0 }).rates).toEqual(rates);
    const lowered = FIXTURES.filter(
      (fixtureId) =>
        step({ fixtureId }, { enableSmartRounding: true, upsetRoundingChance: 0.15 }).rates.home < 1.6,
    ).length;
    expect(lowered / FIXTURES.length).toBeCloseTo(0.15, 1);
  });

  it('controlled variance scales each rate by a factor drawn uniformly between its bounds', () => {
    const homes = FIXTURES.map(
      (fixtureId) =>
        step(
          { fixtureId, rates: { home: 1.45, away: 1 } },
          { enableControlledVariance: true, varianceMin: 0.8, varianceMax: 1.2 },
        ).rates.home,
    );
    expect(Math.min(...homes)).toBeGreaterThanOrEqual(1.45 * 0.8);
    expect(Math.max(...homes)).toBeLessThan(1.45 * 1.2);
    // A factor of at least 1.5 / 1.45 has chance (1.2 - 1.0345) / 0.4 = 0.414.
    expect(homes.filter((h) => h >= 1.5).length / homes.length).toBeCloseTo(0.414, 1);
  });

  it('giant-killing lifts the side playing a top team, pressure lowers the favourite', () => {
    const context = {
      enableContextUpsets: true,
      pressureChance: 0,
      giantKillingBoost: 0.5,
      topTeamIds: [10],
    };
    const rates = { home: 2.2, away: 1 };
    expect(step({ rates }, context).rates).toEqual({ home: 2.2, away: 1.5 });
    expect(step({ rates }, { ...context, topTeamIds: [10, 11] }).rates).toEqual(rates);
    const pressure = { enableContextUpsets: true, pressureChance: 1, pressurePenalty: 0.25, topTeamIds: [] };
    const pressed = step({ rates: { home: 1.6, away: 0.4 } }, pressure).rates;
    expect(pressed.home).toBeCloseTo(1.2, 12);
    expect(pressed.away).toBe(0.4);
  });

  it('a derby spreads the rates when its chance comes up', () => {
    const config = { enableContextUpsets: true, pressureChance: 0, derbyChance: 1, derbyVarianceBoost: 1 };
    const spread = (derby: boolean) =>
      new Set(FIXTURES.slice(0, 300).map((fixtureId) => step({ fixtureId, derby }, config).rates.home)).size;
    expect(spread(false)).toBe(1);
    expect(spread(true)).toBe(300);
  });

  it('season budget with chance 0 changes nothing, with 0.25 about a quarter of matches', () => {
    const changed = (chance: number) =>
      FIXTURES.filter(
        (fixtureId) =>
          step(
            { fixtureId },
            {
              enableSeasonUpsetBudget: true,
              upsetBudgetChance: chance,
              upsetBudgetMin: 0.1,
              upsetBudgetMax: 3,
            },
          ).rates.home !== 1.6,
      ).length / FIXTURES.length;
    expect(changed(0)).toBe(0);
    expect(Math.abs(changed(0.25) - 0.25)).toBeLessThan(0.03);
  });

  it('leaves the model rates it is given untouched, with every option on', () => {
    const m = match({ derby: true, homeTeamId: 1 });
    const before = structuredClone(m);
    const all = { ...defaultUpsetConfig([1]), enablePoissonDistribution: true, enableContextUpsets: true };
    upsetStep(Object.freeze(m), { ...all, enableSeasonUpsetBudget: true });
    expect(m).toEqual(before);
  });

  it('gives identical output for identical inputs, and other output for another configuration or season', () => {
    const config = { ...OFF, enablePoissonDistribution: true, poissonChance: 0.8 };
    const run = (c: UpsetConfig, season = '2025-26') =>
      FIXTURES.slice(0, 380).map((fixtureId) => upsetStep(match({ fixtureId, season }), c).fixed);
    expect(run(config)).toEqual(run({ ...config }));
    const differ = (a: ReturnType<typeof run>, b: ReturnType<typeof run>) =>
      a.filter((x, i) => (x && key(x)) !== (b[i] && key(b[i]!))).length;
    expect(differ(run(config), run({ ...config, poissonChance: 0.2 }))).toBeGreaterThan(20);
    expect(differ(run(config), run(config, '2024-25'))).toBeGreaterThan(20);
  });
});
