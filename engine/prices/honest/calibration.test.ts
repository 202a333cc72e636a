import { describe, expect, it } from 'vitest';
import { calibrate, calibrationError, fitIsotonic, reliability } from './calibration';
import { fitLogistic, predictLogistic } from './logistic';
import { bestF1Threshold } from './threshold';

/** A fixed-seed generator (Park-Miller) so the synthetic sets are the same on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 48_271) % 2_147_483_647;
    return s / 2_147_483_647;
  };
}

/** Scores uniform in [0, 1) whose event happens with a known probability `truth(score)`. */
function synthetic(n: number, seed: number, truth: (score: number) => number) {
  const next = random(seed);
  const scores: number[] = [];
  const outcomes: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const s = next();
    scores.push(s);
    outcomes.push(next() < truth(s));
  }
  return { scores, outcomes };
}

describe('calibration on synthetic sets with known probabilities', () => {
  it('finds a calibrated score calibrated, and a miscalibrated one not', () => {
    const { scores, outcomes } = synthetic(40_000, 7, (s) => s);
    expect(calibrationError(reliability(scores, outcomes))).toBeLessThan(0.01);
    // The event happens with probability s^2 while s is claimed: the gap averages 1/6 over [0, 1).
    const skewed = synthetic(40_000, 11, (s) => s * s);
    expect(calibrationError(reliability(skewed.scores, skewed.outcomes))).toBeGreaterThan(0.15);
  });

  it('isotonic regression fitted on one set recovers the true probabilities on another', () => {
    const truth = (s: number) => s * s;
    const fit = synthetic(40_000, 3, truth);
    const c = fitIsotonic(fit.scores, fit.outcomes);
    for (const s of [0.2, 0.5, 0.8]) expect(Math.abs(calibrate(c, s) - truth(s))).toBeLessThan(0.05);
    const held = synthetic(40_000, 5, truth);
    const calibrated = held.scores.map((s) => calibrate(c, s));
    const bins = reliability(calibrated, held.outcomes);
    expect(calibrationError(bins)).toBeLessThan(0.02);
    expect(bins.reduce((a, b) => a + b.count, 0)).toBe(40_000);
  });

  it('isotonic steps never decrease', () => {
    const c = fitIsotonic([1, 2, 3, 4, 5, 6], [false, true, false, false, true, true]);
    // PAV pools 2-4 (1/3) and keeps 1 (0) and 5-6 (1).
    expect(c.steps.map((s) => Math.round(s.probability * 1000) / 1000)).toEqual([0, 0.333, 1]);
    expect([0, 3.5, 99].map((s) => Math.round(calibrate(c, s) * 1000) / 1000)).toEqual([0, 0.333, 1]);
  });
});

describe('logistic regression', () => {
  it('recovers known weights from outcomes drawn with them', () => {
    const next = random(17);
    const xs: number[][] = [];
    const ys: boolean[] = [];
    for (let i = 0; i < 20_000; i++) {
      const x = [1, next() * 4 - 2, next() * 4 - 2];
      xs.push(x);
      ys.push(next() < predictLogistic({ weights: [-1, 2, -0.5] }, x));
    }
    const model = fitLogistic(xs, ys, { lambda: 0.01 });
    expect(model.weights.map((w) => Math.round(w * 10) / 10)).toEqual([-1, 2, -0.5]);
  });
});

describe('the F1-maximising threshold', () => {
  it('sweeps every distinct score', () => {
    // Calling from 0.8: tp 2, fp 0, fn 1 -> F1 0.8; from 0.5: tp 3, fp 1 -> 0.857; from 0.1: 0.75.
    expect(bestF1Threshold([0.9, 0.8, 0.5, 0.5, 0.1], [true, true, true, false, false])).toBe(0.5);
    expect(bestF1Threshold([0.9, 0.1], [false, false])).toBe(Infinity);
  });
});
