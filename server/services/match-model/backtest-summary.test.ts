import { describe, expect, it } from 'vitest';
import type { MatchBacktest } from '@contracts/api/match-backtest';
import { settingsRepository } from '../../db/repositories/settings';
import { storedBacktestsRepository } from '../../db/repositories/stored-backtests';
import { suiteDatabase } from '../../db/suite-database';
import { testDatabases } from '../../db/testing';
import { matchBacktestSummarySchema } from '@contracts/api/match-model';
import { backtestSummary } from './backtest-summary';

const figures = { matches: 380, rps: 0.2, base_rps: 0.23 };
const backtest: MatchBacktest = {
  measured_at: '2026-11-23T14:00:00.000Z',
  seasons: ['2025-26'],
  target: 'goals_xg_blend',
  xg_weight: 0.75,
  decay_per_day: 0.004,
  overall: figures,
  per_season: [{ season: '2025-26', ...figures }],
  target_comparison: null,
  goals_only: { ...figures, rps: 0.201 },
  calibration_error: { home: 0.02, draw: 0.01, away: 0.02, clean_sheet: 0.01 },
  clean_sheet_brier: 0.176,
  clean_sheet_base_brier: 0.187,
  outcome_mix: {
    predicted: { home: 0.6, draw: 0, away: 0.4 },
    actual: { home: 0.44, draw: 0.24, away: 0.32 },
  },
  outcome_accuracy: 0.53,
  exact_score_rate: 0.1,
  over_2_5: { predicted: 0.55, actual: 0.57 },
  confidence: [{ confidence: 'High', from: 0.6, to: 1, matches: 100, hit_rate: 0.7 }],
};

describe.each(testDatabases())('match backtest store on $name', ({ open }) => {
  const opened = suiteDatabase(open);

  it('has no backtest until one is stored, then returns the latest', async () => {
    const stored = storedBacktestsRepository(opened.db).match;
    expect(await stored.latest()).toBeNull();
    await stored.store(backtest);
    await stored.store({ ...backtest, measured_at: '2026-11-24T00:00:00.000Z' });
    expect(await stored.latest()).toEqual({
      ...backtest,
      measured_at: '2026-11-24T00:00:00.000Z',
    });
  });

  it('ignores a stored document that no longer matches the contract', async () => {
    const stored = storedBacktestsRepository(opened.db).match;
    await settingsRepository(opened.db).put(stored.kind, { rps: 0.2 });
    expect(await stored.latest()).toBeNull();
  });
});

describe('backtestSummary', () => {
  it('gives the About card the overall sample, scores beside their baselines and the class hit rates', () => {
    const summary = backtestSummary(backtest);
    expect(matchBacktestSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      matches: 380,
      fit_target: 'goals_xg_blend',
      rps: 0.2,
      rps_base_rates: 0.23,
      clean_sheet_brier: 0.176,
      clean_sheet_brier_constant: 0.187,
      actual_outcomes: { draw: 0.24 },
      confidence_classes: [{ confidence: 'High', matches: 100, hit_rate: 0.7 }],
    });
  });

  it('shows the headline figures of a two-season backtest beside their baselines, with the sample', () => {
    const twoSeasons = { matches: 760, rps: 0.2, base_rps: 0.232 };
    const card = matchBacktestSummarySchema.parse(
      backtestSummary({
        ...backtest,
        seasons: ['2021-22', '2022-23'],
        overall: twoSeasons,
        per_season: [],
        outcome_mix: { ...backtest.outcome_mix, actual: { home: 0.45, draw: 0.24, away: 0.31 } },
        confidence: [{ confidence: 'High', from: 0.6, to: 1, matches: 200, hit_rate: 0.7 }],
      }),
    );
    expect(card).toMatchObject({
      seasons: ['2021-22', '2022-23'],
      matches: 760,
      fit_target: 'goals_xg_blend',
      rps: 0.2,
      rps_base_rates: 0.232,
      clean_sheet_brier_constant: 0.187,
      actual_outcomes: { home: 0.45, draw: 0.24, away: 0.31 },
      confidence_classes: [{ confidence: 'High', matches: 200, hit_rate: 0.7 }],
    });
  });
});
