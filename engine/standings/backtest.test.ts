import { describe, expect, it } from 'vitest';
import { simulateLeague } from '../match-model/testing/simulated-league';
import { standingsBacktest } from './backtest';

// Ten clubs of fixed strengths, four seasons of 18 gameweeks.
const league = simulateLeague({ seed: 11, clubs: 10, seasons: 4, firstSeasonYear: 2020 });

describe('standingsBacktest', () => {
  const result = standingsBacktest(league.matches, {
    seasons: ['2022-23', '2023-24'],
    gameweeks: [3, 9, 15],
    runs: 2_000,
  });

  it('scores every club of each complete season at each checkpoint', () => {
    expect(result.seasons).toEqual(['2022-23', '2023-24']);
    expect(result.checkpoints.map((c) => [c.gameweek, c.clubs])).toEqual([
      [3, 20],
      [9, 20],
      [15, 20],
    ]);
  });

  it('beats extrapolating points per game early on, and is closer late in the season than early', () => {
    // Twenty club-seasons are a small sample: only the ends of the season are compared.
    const [early, , late] = result.checkpoints;
    expect(early!.pointsMae).toBeLessThan(early!.baselinePointsMae);
    expect(late!.pointsMae).toBeLessThan(early!.pointsMae);
    for (const c of result.checkpoints)
      for (const brier of [c.top4Brier, c.relegationBrier]) {
        expect(brier).toBeGreaterThan(0);
        expect(brier).toBeLessThan(1);
      }
  });

  it('leaves out a season with a match missing: its final table is unknown', () => {
    const missing = league.matches.filter((m) => !(m.season === '2023-24' && m.gameweek === 18));
    const partial = standingsBacktest(missing, {
      seasons: ['2022-23', '2023-24'],
      gameweeks: [9],
      runs: 100,
    });
    expect(partial.seasons).toEqual(['2022-23']);
    expect(partial.checkpoints[0]!.clubs).toBe(10);
  });
});
