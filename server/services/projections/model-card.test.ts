import { describe, expect, it } from 'vitest';
import type { MatchBacktest } from '@contracts/api/match-backtest';
import { matchBacktestSummarySchema } from '@contracts/api/match-model';
import { backtestSummary } from '../match-model/backtest-summary';
import { createAssistsRate, MEASURED_ASSISTS_PER_GOAL } from './model-card';

const stored: MatchBacktest = {
  measured_at: '2026-11-23T14:00:00.000Z',
  seasons: ['2021-22', '2022-23'],
  target: 'goals_xg_blend',
  xg_weight: 0.75,
  decay_per_day: 0.004,
  overall: { matches: 760, rps: 0.2, base_rps: 0.232 },
  goals_only: { matches: 760, rps: 0.201, base_rps: 0.232 },
  per_season: [],
  target_comparison: null,
  calibration_error: { home: 0.02, draw: 0.015, away: 0.021, clean_sheet: 0.02 },
  clean_sheet_brier: 0.177,
  clean_sheet_base_brier: 0.187,
  outcome_mix: {
    predicted: { home: 0.6, draw: 0.01, away: 0.39 },
    actual: { home: 0.45, draw: 0.24, away: 0.31 },
  },
  outcome_accuracy: 0.53,
  exact_score_rate: 0.11,
  over_2_5: { predicted: 0.54, actual: 0.56 },
  confidence: [{ confidence: 'High', from: 0.6, to: 1, matches: 200, hit_rate: 0.7 }],
};

describe('About Match Odds card', () => {
  it('shows the stored backtest headline figures beside their baselines, with the sample', () => {
    const card = matchBacktestSummarySchema.parse(backtestSummary(stored));
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

describe('assists per goal', () => {
  const season = (label: string, importedAt = new Date(0)) => ({ label, importedAt });
  const shown = async () => '2025-26';
  const players = { '2023-24': [{ goalsScored: 50, assists: 45, ownGoals: 0 }] } as Record<string, object[]>;

  it('is measured on the imported seasons and measured again after an import', async () => {
    let seasons = [season('2023-24')];
    let reads = 0;
    const rate = createAssistsRate(
      {
        listSeasons: async () => seasons as never,
        goalTotals: async (labels) => (reads++, labels.flatMap((l) => players[l] ?? []) as never),
      },
      shown,
    );
    expect(await rate()).toEqual({ value: 0.9, source: 'Measured on the imported seasons 2023-24' });
    await rate();
    expect(reads).toBe(1);
    // 2024-25 imported: 90 assists for 95 goals and 5 own goals over both seasons.
    players['2024-25'] = [{ goalsScored: 45, assists: 45, ownGoals: 5 }];
    seasons = [season('2024-25', new Date(1)), season('2023-24')];
    expect(await rate()).toEqual({
      value: 0.9,
      source: 'Measured on the imported seasons 2023-24 to 2024-25',
    });
    expect(reads).toBe(2);
  });

  it('falls back to the rate measured on the 2016-17 to 2024-25 seasons when none is imported', async () => {
    const rate = createAssistsRate({ listSeasons: async () => [], goalTotals: async () => [] }, shown);
    expect(await rate()).toEqual(MEASURED_ASSISTS_PER_GOAL);
  });

  it("leaves out the shown season's own totals (a replay's later matches) and any later season", async () => {
    const totals: Record<string, object[]> = {
      '2024-25': [{ goalsScored: 100, assists: 90, ownGoals: 0 }],
      '2025-26': [{ goalsScored: 100, assists: 50, ownGoals: 0 }],
    };
    const asked: string[][] = [];
    const rate = createAssistsRate(
      {
        listSeasons: async () => [season('2025-26'), season('2024-25')] as never,
        goalTotals: async (labels) => (
          asked.push([...labels]),
          labels.flatMap((l) => totals[l] ?? []) as never
        ),
      },
      shown,
    );
    expect(await rate()).toEqual({ value: 0.9, source: 'Measured on the imported seasons 2024-25' });
    expect(asked).toEqual([['2024-25']]);
  });
});
