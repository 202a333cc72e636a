import { describe, expect, it } from 'vitest';
import { summarizeBacktest } from './backtest-summary';
import { rollingOrigin } from './rolling-origin';
import { simulateLeague } from './testing/simulated-league';

const league = simulateLeague({ seed: 3, clubs: 10, seasons: 3, firstSeasonYear: 2020 });
const options = { seasons: ['2022-23'], fit: { xgWeight: 0 } };
const predictions = rollingOrigin(league.matches, options);

describe('rollingOrigin', () => {
  it('predicts every match of the chosen seasons once', () => {
    const wanted = league.matches.filter((m) => m.season === '2022-23');
    expect(predictions.map((p) => p.match.fixtureId).sort((a, b) => a - b)).toEqual(
      wanted.map((m) => m.fixtureId).sort((a, b) => a - b),
    );
  });

  it('never looks ahead: changing results from a gameweek on leaves the earlier predictions alone', () => {
    const cut = league.matches.filter((m) => m.season === '2022-23' && m.gameweek === 20)[0]!.kickoffMs;
    const changed = league.matches.map((m) =>
      m.kickoffMs >= cut ? { ...m, homeGoals: 7, awayGoals: 0 } : m,
    );
    const again = rollingOrigin(changed, options);
    const before = (ps: typeof predictions) => ps.filter((p) => p.match.gameweek < 20).map((p) => p.forecast);
    expect(before(again)).toEqual(before(predictions));
    const later = (ps: typeof predictions) =>
      ps.filter((p) => p.match.gameweek > 20).map((p) => p.forecast.homeWin);
    expect(later(again)).not.toEqual(later(predictions));
  });

  it('takes base rates from the matches before the gameweek', () => {
    const first = predictions.find((p) => p.match.gameweek === 1)!;
    const earlier = league.matches.filter((m) => m.season < '2022-23');
    const homeWins = earlier.filter((m) => m.homeGoals > m.awayGoals).length;
    expect(first.baseRates.home).toBeCloseTo(homeWins / earlier.length, 12);
    const { home, draw, away } = first.baseRates;
    expect(home + draw + away).toBeCloseTo(1, 12);
  });

  it('beats the base rates on a league with real strength differences', () => {
    const summary = summarizeBacktest(predictions);
    expect(summary.overall.matches).toBe(90);
    expect(summary.overall.rps).toBeLessThan(summary.overall.base_rps);
    const mix = summary.outcome_mix.actual;
    expect(mix.home + mix.draw + mix.away).toBeCloseTo(1, 12);
    expect(summary.confidence.reduce((s, c) => s + c.matches, 0)).toBe(90);
  });
});
