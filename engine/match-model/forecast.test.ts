import { describe, expect, it } from 'vitest';
import type { MatchModel } from './fit';
import { forecastMatch, matchRates } from './forecast';

const sum = (xs: number[][]) => xs.flat().reduce((s, p) => s + p, 0);

describe('forecastMatch', () => {
  it('gives a score matrix summing to 1, with or without the low-score correction', () => {
    expect(sum(forecastMatch({ home: 1.6, away: 1.1 }, 0).scores)).toBeCloseTo(1, 12);
    expect(sum(forecastMatch({ home: 1.6, away: 1.1 }, -0.1).scores)).toBeCloseTo(1, 12);
    expect(sum(forecastMatch({ home: 4.5, away: 0.2 }, 0.05).scores)).toBeCloseTo(1, 12);
  });

  it('gives clean sheets of e^-rate of the other side without the correction', () => {
    const f = forecastMatch({ home: 1.6, away: 1.1 }, 0);
    expect(f.homeCleanSheet).toBeCloseTo(Math.exp(-1.1), 10);
    expect(f.awayCleanSheet).toBeCloseTo(Math.exp(-1.6), 10);
  });

  it('computes 0-0 and the outcome probabilities by hand for equal rates of 1', () => {
    const f = forecastMatch({ home: 1, away: 1 }, 0);
    expect(f.scores[0]![0]).toBeCloseTo(Math.exp(-2), 12);
    expect(f.scores[2]![1]).toBeCloseTo(Math.exp(-2) / 2, 12);
    expect(f.homeWin).toBeCloseTo(f.awayWin, 12);
    // P(draw) for two Poisson(1) = e^-2 * sum 1/(k!)^2 = e^-2 * I0(2) = 0.3085083.
    expect(f.draw).toBeCloseTo(0.3085083, 6);
    // Under 2.5 = P(total of Poisson(2) <= 2) = e^-2 (1 + 2 + 2) = 0.6766764.
    expect(f.under2_5).toBeCloseTo(0.6766764, 6);
    expect(f.over2_5 + f.under2_5).toBeCloseTo(1, 12);
    expect(f.homeGoals).toBe(1);
  });

  it('raises 0-0 and 1-1 and lowers 1-0 and 0-1 by the Dixon-Coles factors when rho < 0', () => {
    const rates = { home: 1.5, away: 1.2 };
    const plain = forecastMatch(rates, 0).scores;
    const corrected = forecastMatch(rates, -0.1).scores;
    expect(corrected[0]![0]! / plain[0]![0]!).toBeCloseTo(1 + 1.5 * 1.2 * 0.1, 10);
    expect(corrected[1]![1]! / plain[1]![1]!).toBeCloseTo(1.1, 10);
    expect(corrected[1]![0]! / plain[1]![0]!).toBeCloseTo(1 - 1.2 * 0.1, 10);
    expect(corrected[0]![1]! / plain[0]![1]!).toBeCloseTo(1 - 1.5 * 0.1, 10);
    expect(corrected[2]![2]).toBeCloseTo(plain[2]![2]!, 14);
  });

  it('picks the most likely outcome and the most likely score inside it, not the modal score', () => {
    // For rates 1.4 / 1.05 the modal score is 1-1 (p(1-1)/p(1-0) = 1.05), but a home win is the likeliest outcome.
    const f = forecastMatch({ home: 1.4, away: 1.05 }, 0);
    const modal = f.scores.flatMap((row, h) => row.map((p, a) => ({ p, h, a }))).sort((x, y) => y.p - x.p)[0];
    expect(modal).toMatchObject({ h: 1, a: 1 });
    expect(f.homeWin).toBeGreaterThan(f.draw);
    expect(f.outcome).toBe('home');
    expect(f.predictedScore).toEqual({ home: 1, away: 0 });
  });

  it('predicts an away win for a strong visitor and grades confidence by the winning probability', () => {
    const strong = forecastMatch({ home: 0.5, away: 2.8 }, 0);
    expect(strong.outcome).toBe('away');
    expect(strong.predictedScore.away).toBeGreaterThan(strong.predictedScore.home);
    expect(strong.confidence).toBe('High');
    expect(forecastMatch({ home: 1.2, away: 1.2 }, 0).confidence).toBe('Low');
  });
});

describe('matchRates', () => {
  const model: MatchModel = {
    intercept: Math.log(1.3),
    home: 0.2,
    rho: 0,
    attack: new Map([[1, 0.3]]),
    defence: new Map([[1, -0.2]]),
    promoted: { attack: -0.3, defence: 0.2 },
    iterations: 0,
    matches: 0,
  };

  it('adds intercept, home effect, attack and the opponent defence on the log scale', () => {
    const r = matchRates(model, 1, 2);
    expect(r.home).toBeCloseTo(1.3 * Math.exp(0.2 + 0.3 + 0.2), 12);
    expect(r.away).toBeCloseTo(1.3 * Math.exp(-0.3 - 0.2), 12);
  });

  it('gives a club the fit has not seen the promoted strengths', () => {
    expect(matchRates(model, 2, 3).home).toBeCloseTo(1.3 * Math.exp(0.2 - 0.3 + 0.2), 12);
  });
});
