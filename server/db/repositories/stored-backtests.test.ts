import { describe, expect, it } from 'vitest';
import { STANDINGS_BACKTEST_KIND, type StandingsBacktest } from '@contracts/api/projected-standings';
import { suiteDatabase } from '../suite-database';
import { testDatabases } from '../testing';
import { settingsRepository } from './settings';
import { storedBacktestsRepository } from './stored-backtests';

const backtest: StandingsBacktest = {
  measured_at: '2026-11-23T17:00:00.000Z',
  seasons: ['2024-25', '2025-26'],
  runs: 10_000,
  checkpoints: [
    {
      gameweek: 10,
      clubs: 40,
      points_mae: 7.4,
      baseline_points_mae: 10.3,
      top4_brier: 0.089,
      relegation_brier: 0.057,
    },
  ],
};

describe.each(testDatabases())('standings backtest store on $name', ({ open }) => {
  const opened = suiteDatabase(open);

  it('has none until one is stored, then returns the latest; a document off the contract reads as none', async () => {
    const standings = storedBacktestsRepository(opened.db).standings;
    expect(await standings.latest()).toBeNull();
    await standings.store(backtest);
    await standings.store({ ...backtest, runs: 5_000 });
    expect(await standings.latest()).toEqual({ ...backtest, runs: 5_000 });
    await settingsRepository(opened.db).put(STANDINGS_BACKTEST_KIND, { points_mae: 7 });
    expect(await standings.latest()).toBeNull();
  });

  it('keeps each backtest under its own kind, and stores none that is off its contract', async () => {
    const backtests = storedBacktestsRepository(opened.db);
    await backtests.standings.store(backtest);
    expect(await backtests.match.latest()).toBeNull();
    expect(await backtests.points.latest()).toBeNull();
    await expect(backtests.standings.store({ ...backtest, runs: 1.5 })).rejects.toThrow();
    expect(await backtests.standings.latest()).toEqual(backtest);
  });
});
