import { describe, expect, it } from 'vitest';
import { fplTeam } from '@contracts/fpl/testing/bootstrap';
import { type MatchModel, forecastMatch, matchRates } from '@engine/match-model';
import { defaultGoalScoredSettings } from '@engine/tiers';
import { matchEngine, type OddsContext } from './match-engine';

/** Club 3 at home to club 14: expected goals e^(0.1 + 0.25 + 0.2 - 0.1) and e^(0.1 + 0 + 0). */
const model: MatchModel = {
  intercept: 0.1,
  home: 0.25,
  rho: -0.05,
  attack: new Map([
    [3, 0.2],
    [14, 0],
  ]),
  defence: new Map([
    [3, 0],
    [14, -0.1],
  ]),
  promoted: { attack: -0.3, defence: 0.18 },
  iterations: 5,
  matches: 380,
};
const fitted = forecastMatch(matchRates(model, 3, 14), -0.05);
// A Tuesday evening kick-off in gameweek 12 with no matches played: midweek and late kick-off hold.
const fixture = {
  fixtureId: 1,
  gameweek: 12,
  kickoffMs: Date.parse('2025-11-25T19:30:00Z'),
  homeClub: 3,
  awayClub: 14,
};
const defaults = defaultGoalScoredSettings([fplTeam(1, 'ARS'), fplTeam(2, 'AVL')], null);
const context = (
  settings: OddsContext['settings'],
  tiers: OddsContext['tiers'] = new Map(),
): OddsContext => ({
  settings,
  season: { season: [], clubs: [3, 14], lastGameweek: 38 },
  injuries: { gameweek: null, clubs: new Set() },
  tiers,
});
const average = {
  attack: 'average',
  defence: 'average',
  dataAttack: 'average',
  dataDefence: 'average',
} as const;

describe('match engine with the admin settings', () => {
  it('leaves the fitted forecast as it is at the default settings, and without settings', () => {
    expect(matchEngine.odds(model, fixture, context(defaults))).toEqual(fitted);
    expect(matchEngine.odds(model, fixture, context(null))).toEqual(fitted);
  });

  it('moves the home rate with the home advantage and both with an active context multiplier', () => {
    const home = matchEngine.odds(
      model,
      fixture,
      context({ ...defaults, homeAdvantageGoalsMultiplier: 1.276 }),
    );
    expect(home.homeGoals).toBeCloseTo(fitted.homeGoals * 1.1, 6);
    expect(home.awayGoals).toBeCloseTo(fitted.awayGoals, 6);
    const midweek = matchEngine.odds(
      model,
      fixture,
      context({ ...defaults, midweekFixtureGoalsMultiplier: defaults.midweekFixtureGoalsMultiplier * 0.9 }),
    );
    expect(midweek.homeGoals).toBeCloseTo(fitted.homeGoals * 0.9, 6);
    expect(midweek.awayGoals).toBeCloseTo(fitted.awayGoals * 0.9, 6);
  });

  it("applies a club's tier prior: the tier in force against its data tier, raised to the prior's weight", () => {
    // An admin moved club 3 from the average attack its strengths gave it to elite; early in the
    // season the prior weighs half.
    const tiers = new Map([
      [3, { ...average, attack: 'elite' as const, weight: 0.5 }],
      [14, { ...average, weight: 0.5 }],
    ]);
    const moved = matchEngine.odds(model, fixture, context(defaults, tiers));
    const factor = (defaults.eliteAttackMultiplier / defaults.averageAttackMultiplier) ** 0.5;
    expect(factor).toBeGreaterThan(1);
    expect(moved.homeGoals).toBeCloseTo(fitted.homeGoals * factor, 6);
    expect(moved.awayGoals).toBeCloseTo(fitted.awayGoals, 6);
    // Tiers in force equal to the data tiers change nothing, whatever the weight.
    const same = new Map([[3, { ...average, weight: 1 }]]);
    expect(matchEngine.odds(model, fixture, context(defaults, same))).toEqual(fitted);
  });
});
