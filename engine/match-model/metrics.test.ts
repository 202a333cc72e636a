import { describe, expect, it } from 'vitest';
import { brierScore, expectedCalibrationError, rankedProbabilityScore } from './metrics';

describe('rankedProbabilityScore', () => {
  it('is 0 for a certain correct forecast and 1 for a certain forecast at the other end', () => {
    expect(rankedProbabilityScore([1, 0, 0], 0)).toBe(0);
    expect(rankedProbabilityScore([1, 0, 0], 2)).toBe(1);
  });

  it('scores known vectors by hand', () => {
    // ((0.5-1)^2 + (0.8-1)^2) / 2 = (0.25 + 0.04) / 2
    expect(rankedProbabilityScore([0.5, 0.3, 0.2], 0)).toBeCloseTo(0.145, 12);
    // ((0.5-0)^2 + (0.8-1)^2) / 2 = (0.25 + 0.04) / 2
    expect(rankedProbabilityScore([0.5, 0.3, 0.2], 1)).toBeCloseTo(0.145, 12);
    // ((0.5-0)^2 + (0.8-0)^2) / 2 = (0.25 + 0.64) / 2
    expect(rankedProbabilityScore([0.5, 0.3, 0.2], 2)).toBeCloseTo(0.445, 12);
  });

  it('penalises a wrong forecast more when it is further away in the order', () => {
    expect(rankedProbabilityScore([0, 0, 1], 0)).toBeGreaterThan(rankedProbabilityScore([0, 1, 0], 0));
  });
});

describe('brierScore', () => {
  it('averages squared errors', () => {
    expect(brierScore([0.8, 0.3], [true, false])).toBeCloseTo((0.04 + 0.09) / 2, 12);
  });
});

describe('expectedCalibrationError', () => {
  it('is 0 when every bin observes its forecast', () => {
    expect(expectedCalibrationError([0.25, 0.25, 0.25, 0.25], [true, false, false, false])).toBe(0);
  });

  it('weights each bin gap by its share of forecasts', () => {
    // Bin 0.1: forecasts 0.15, 0.15 with no hits (gap 0.15); bin 0.9: forecast 0.95 with a hit (gap 0.05).
    const ece = expectedCalibrationError([0.15, 0.15, 0.95], [false, false, true]);
    expect(ece).toBeCloseTo((2 * 0.15 + 0.05) / 3, 12);
  });

  it('puts a probability of exactly 1 in the top bin', () => {
    expect(expectedCalibrationError([1, 0.95], [true, true])).toBeCloseTo(0.025, 12);
  });
});
