import { describe, expect, it } from 'vitest';
import { fitMatchModel } from './fit';
import type { PlayedMatch } from './played-match';
import { simulateLeague } from './testing/simulated-league';

const afterAll = (matches: readonly PlayedMatch[]) => Math.max(...matches.map((m) => m.kickoffMs)) + 1;

describe('fitMatchModel on a simulated league', () => {
  const league = simulateLeague({ seed: 7, seasons: 12 });
  const model = fitMatchModel(league.matches, {
    asOfMs: afterAll(league.matches),
    decayPerDay: 0,
    xgWeight: 0,
    ridge: 0.01,
    priorSeasons: 12,
  });

  it('recovers every club attack and defence within 0.1 log units', () => {
    for (const [club, value] of league.attack)
      expect(Math.abs(model.attack.get(club)! - value)).toBeLessThan(0.1);
    for (const [club, value] of league.defence)
      expect(Math.abs(model.defence.get(club)! - value)).toBeLessThan(0.1);
  });

  it('recovers the home effect and the base rate, and finds no low-score correction in Poisson data', () => {
    expect(Math.abs(model.home - league.home)).toBeLessThan(0.05);
    expect(Math.abs(model.intercept - league.intercept)).toBeLessThan(0.05);
    expect(Math.abs(model.rho)).toBeLessThan(0.05);
  });

  it('converges within a few Newton iterations', () => {
    expect(model.iterations).toBeLessThanOrEqual(10);
  });
});

describe('fitMatchModel windows and priors', () => {
  const league = simulateLeague({ seed: 11, seasons: 5, firstSeasonYear: 2019 });

  it('uses only matches kicked off before the as-of moment, from the three previous seasons on', () => {
    const asOfMs = Date.UTC(2023, 9, 1);
    const model = fitMatchModel(league.matches, { asOfMs });
    const expected = league.matches.filter((m) => m.kickoffMs < asOfMs && m.season >= '2020-21').length;
    expect(model.matches).toBe(expected);
    const moved = league.matches.map((m) => (m.kickoffMs >= asOfMs ? { ...m, homeGoals: 9 } : m));
    expect(fitMatchModel(moved, { asOfMs })).toEqual(model);
  });

  it('is deterministic: the same matches in any order give the same model', () => {
    const asOfMs = Date.UTC(2023, 11, 1);
    const a = fitMatchModel(league.matches, { asOfMs });
    const b = fitMatchModel([...league.matches].reverse(), { asOfMs });
    expect(b).toEqual(a);
  });

  it('shrinks a club promoted this season towards the promoted prior, not towards average', () => {
    const promotedClub = 999;
    const rival = league.matches[0]!.homeClub;
    const newcomer: PlayedMatch = {
      ...league.matches.find((m) => m.season === '2023-24')!,
      fixtureId: 10_000,
      homeClub: promotedClub,
      awayClub: rival,
      homeGoals: 1,
      awayGoals: 1,
    };
    const asOfMs = newcomer.kickoffMs + 1;
    const prior = { attack: -0.4, defence: 0.3 };
    const model = fitMatchModel([...league.matches, newcomer], { asOfMs, promotedPrior: prior });
    expect(model.attack.get(promotedClub)).toBeLessThan(-0.2);
    expect(model.defence.get(promotedClub)).toBeGreaterThan(0.15);
  });

  it("at a season's start, takes the promoted clubs from the new season's clubs: one back after a season away shrinks towards the prior", () => {
    const seasons = [...new Set(league.matches.map((m) => m.season))].sort();
    const last = seasons.at(-1)!;
    const back = league.matches[0]!.homeClub;
    // The club was relegated before the last season: none of its matches that season.
    const matches = league.matches.filter(
      (m) => m.season !== last || (m.homeClub !== back && m.awayClub !== back),
    );
    const asOfMs = Date.UTC(Number(last.slice(0, 4)) + 1, 7, 10);
    const clubs = [...new Set(league.matches.map((m) => m.homeClub)), 999];
    const prior = { attack: -0.4, defence: 0.3 };
    const without = fitMatchModel(matches, { asOfMs, promotedPrior: prior });
    const withClubs = fitMatchModel(matches, { asOfMs, promotedPrior: prior, seasonClubs: clubs });
    expect(withClubs.attack.get(back)!).toBeLessThan(without.attack.get(back)! - 0.1);
    expect(withClubs.defence.get(back)!).toBeGreaterThan(without.defence.get(back)! + 0.1);
    // A club never seen is fitted at the prior.
    expect(withClubs.attack.get(999)).toBeCloseTo(prior.attack, 6);
    expect(withClubs.defence.get(999)).toBeCloseTo(prior.defence, 6);
  });

  it('fits nothing before the first match: average rates and no correction', () => {
    const model = fitMatchModel(league.matches, { asOfMs: Date.UTC(2010, 0, 1) });
    expect(model.matches).toBe(0);
    expect(model.rho).toBe(0);
    expect(model.attack.size).toBe(0);
  });
});
