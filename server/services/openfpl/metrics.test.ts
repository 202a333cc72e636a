import { describe, expect, it } from 'vitest';
import type { PointsBacktest, PointsComparison } from '@contracts/api/openfpl';
import { metricsResponse } from './metrics';
import { confidenceFor } from './projections';

const c = (rows: number, model: number, xp: number): PointsComparison => ({
  rows,
  model,
  last_five: 3,
  xp,
  xp_before: xp + 0.5,
});

const stored: PointsBacktest = {
  measured_at: '2026-11-25T11:00:00.000Z',
  seasons: ['2023-24', '2024-25'],
  first_gameweek: 2,
  overall: {
    all: c(50_000, 1.7, 1.75),
    played: c(20_000, 2.5, 2.55),
    hauls: c(4_000, 5.2, 5.6),
    buckets: {
      zeros: c(30_000, 0.6, 0.7),
      blanks: c(9_000, 1.4, 1.5),
      tickers: c(7_000, 2.1, 2.2),
      haulers: c(4_000, 5.2, 5.6),
    },
    within_two: 0.81,
  },
  per_season: [],
  late_window: null,
  confidence_bands: [
    { from: 0, to: 1, rows: 100, within_two: 0.95 },
    { from: 1, to: 2, rows: 0, within_two: 0 },
    { from: 2, to: null, rows: 50, within_two: 0.42 },
  ],
};

describe('metricsResponse', () => {
  it('reads the stored backtest: overall RMSE, the buckets, accuracy and the time it was measured', () => {
    expect(metricsResponse(stored)).toMatchObject({
      rmse_overall: 1.7,
      rmse_haulers: 5.2,
      rmse_tickers: 2.1,
      rmse_blanks: 1.4,
      accuracy_rate: 0.81,
      last_updated: '2026-11-25T11:00:00.000Z',
      seasons: ['2023-24', '2024-25'],
      rows: 50_000,
      xp: { rmse_overall: 1.75, rmse_haulers: 5.6, rmse_tickers: 2.2, rmse_blanks: 1.5 },
      xp_before: { rmse_overall: 2.25, rmse_haulers: 6.1, rmse_tickers: 2.7, rmse_blanks: 2 },
      message: null,
    });
  });
});

describe('confidenceFor', () => {
  it("gives the band's share within 2 points as a percent, negatives in the first band", () => {
    expect(confidenceFor(stored.confidence_bands, 0.4)).toBe(95);
    expect(confidenceFor(stored.confidence_bands, -0.3)).toBe(95);
    expect(confidenceFor(stored.confidence_bands, 8.7)).toBe(42);
  });

  it('is null without a stored backtest or for a band no past projection fell in', () => {
    expect(confidenceFor(null, 3)).toBeNull();
    expect(confidenceFor(stored.confidence_bands, 1.5)).toBeNull();
  });
});
