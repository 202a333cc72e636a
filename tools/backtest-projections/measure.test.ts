import { describe, expect, it } from 'vitest';
import { matchBacktestSchema } from '@contracts/api/match-backtest';
import { simulateLeague } from '@engine/match-model/testing/simulated-league';
import { measureMatchBacktest, seasonsWithXg } from './measure';

const league = simulateLeague({ seed: 5, clubs: 10, seasons: 4, firstSeasonYear: 2020 });
// xG from the last season only, as real data has it from 2022-23 on; a noisy copy of the goals.
const matches = league.matches.map((m, i) =>
  m.season === '2023-24'
    ? { ...m, homeXg: m.homeGoals * 0.7 + 0.4 + (i % 3) * 0.1, awayXg: m.awayGoals * 0.7 + 0.3 }
    : m,
);

describe('measureMatchBacktest', () => {
  const result = measureMatchBacktest(matches, ['2022-23', '2023-24'], new Date('2026-01-02T03:04:05Z'));

  it('stores a result the contract accepts, with the sample and the model settings', () => {
    expect(matchBacktestSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      measured_at: '2026-01-02T03:04:05.000Z',
      seasons: ['2022-23', '2023-24'],
      target: 'goals_xg_blend',
      overall: { matches: 180 },
      goals_only: { matches: 180 },
    });
    expect(result.per_season.map((s) => [s.season, s.matches])).toEqual([
      ['2022-23', 90],
      ['2023-24', 90],
    ]);
  });

  it('compares goals with the blend on the seasons that have xG only', () => {
    expect(seasonsWithXg(matches, ['2022-23', '2023-24'])).toEqual(['2023-24']);
    expect(result.target_comparison).toMatchObject({ seasons: ['2023-24'], matches: 90 });
    expect(result.target_comparison!.goals_rps).not.toBe(result.target_comparison!.blend_rps);
  });

  it('has no comparison without xG seasons', () => {
    expect(measureMatchBacktest(league.matches, ['2023-24'], new Date(0)).target_comparison).toBeNull();
  });
});
