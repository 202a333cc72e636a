import { describe, expect, it } from 'vitest';
import {
  goalScoredSettingsSchema,
  type GoalScoredSettings,
  type TeamTier,
} from '@contracts/api/goal-scored-settings';
import type { DataTiers } from '../tiers/data-tiers';
import { tiersForSeason } from '../tiers/tiers';
import { adjustRates, tierPriorWeight, type ClubTiers, type TierPrior } from './adjust-rates';
import { clubTiers } from './club-tiers';
import { CONTEXT_KEYS } from './conditions';
import { NO_CONTEXT, type MatchContext } from './match-context';

const settings = (changes: Partial<GoalScoredSettings> = {}) => goalScoredSettingsSchema.parse(changes);
const club = (tiers: Partial<ClubTiers> = {}): ClubTiers => ({
  attack: 'average',
  defence: 'average',
  dataAttack: 'average',
  dataDefence: 'average',
  weight: 1,
  ...tiers,
});
const prior = (home: Partial<ClubTiers> = {}, away: Partial<ClubTiers> = {}): TierPrior => ({
  home: club(home),
  away: club(away),
});
const fitted = { home: 1.6, away: 1.1 };
const everything: MatchContext = {
  match: CONTEXT_KEYS.map((key) => ({ key, exponent: 1 })),
  home: CONTEXT_KEYS.map((key) => ({ key, exponent: 1 })),
  away: CONTEXT_KEYS.map((key) => ({ key, exponent: -1 })),
};

describe('adjustRates with the default settings', () => {
  it('returns the fitted rates whatever the context and the data tiers', () => {
    const tiers = prior(
      { attack: 'elite', dataAttack: 'elite', defence: 'weak', dataDefence: 'weak' },
      { attack: 'promoted', dataAttack: 'promoted', defence: 'promoted', dataDefence: 'promoted' },
    );
    expect(adjustRates(fitted, everything, settings(), tiers)).toEqual(fitted);
  });
});

describe('adjustRates phases', () => {
  it('moves the home rate alone by the change of the home advantage from its default', () => {
    const adjusted = adjustRates(
      fitted,
      NO_CONTEXT,
      settings({ homeAdvantageGoalsMultiplier: 1.276 }),
      prior(),
    );
    expect(adjusted.home).toBeCloseTo(1.6 * 1.1, 10);
    expect(adjusted.away).toBe(1.1);
  });

  it("applies an admin's tier against the data tier, fading with matches played", () => {
    const moved = { attack: 'elite', dataAttack: 'average' } as const;
    expect(adjustRates(fitted, NO_CONTEXT, settings(), prior(moved)).home).toBeCloseTo(1.6 * 1.4, 10);
    const halfway = prior({ ...moved, weight: tierPriorWeight(6, false) });
    expect(adjustRates(fitted, NO_CONTEXT, settings(), halfway).home).toBeCloseTo(1.6 * Math.sqrt(1.4), 10);
    // The away club's defence moved to elite lowers the home side's goals.
    const adjusted = adjustRates(fitted, NO_CONTEXT, settings(), prior({}, { defence: 'elite' }));
    expect(adjusted.home).toBeCloseTo(1.6 * 0.7, 10);
    expect(adjusted.away).toBe(1.1);
  });

  it('scales the tier effects with the global tier multiplier', () => {
    const adjusted = adjustRates(
      fitted,
      NO_CONTEXT,
      settings({ globalTierMultiplier: 1.875 }),
      prior({ attack: 'strong' }),
    );
    expect(adjusted.home).toBeCloseTo(1.6 * 1.1 ** 1.5, 10);
  });

  it('applies an active condition relative to its default, and never an inactive one', () => {
    const context: MatchContext = {
      match: [{ key: 'derbyGoalsMultiplier', exponent: 1 }],
      home: [{ key: 'weatherConditionsGoalsMultiplier', exponent: 1 }],
      away: [{ key: 'teamFormMultiplier', exponent: -1 }],
    };
    const changed = settings({
      derbyGoalsMultiplier: 0.957,
      weatherConditionsGoalsMultiplier: 0.8,
      teamFormMultiplier: 1.113,
    });
    const adjusted = adjustRates(fitted, context, changed, prior());
    expect(adjusted.home).toBeCloseTo(1.6 * 1.1, 10);
    expect(adjusted.away).toBeCloseTo((1.1 * 1.1) / 1.05, 10);
  });

  it('keeps the rates within the market bounds', () => {
    const strong = prior(
      { attack: 'elite', dataAttack: 'weak' },
      { defence: 'promoted', dataDefence: 'elite' },
    );
    // 1.4 / 0.85 x 1.3 / 0.7 is about 3.06 times the fitted rate: the ceiling stops it at 2.
    expect(adjustRates(fitted, NO_CONTEXT, settings(), strong).home).toBeCloseTo(3.2, 10);
    expect(
      adjustRates(
        { home: 3.5, away: 0.05 },
        NO_CONTEXT,
        settings({ absoluteMaxGoals: 3, absoluteMinGoals: 0.1 }),
        prior(),
      ),
    ).toEqual({
      home: 3,
      away: 0.1,
    });
  });
});

describe('tierPriorWeight', () => {
  it('starts at 1, halves after 6 matches (12 for a club new to the league) and keeps falling', () => {
    expect(tierPriorWeight(0, false)).toBe(1);
    expect(tierPriorWeight(6, false)).toBe(0.5);
    expect(tierPriorWeight(12, true)).toBe(0.5);
    expect(tierPriorWeight(30, false)).toBeLessThan(0.2);
  });
});

describe('clubTiers', () => {
  const data: DataTiers = {
    attack: new Map<number, TeamTier>([
      [43, 'elite'],
      [56, 'promoted'],
    ]),
    defence: new Map<number, TeamTier>([[56, 'promoted']]),
  };
  // This season's ids: MCI (code 43) is 13, SUN (code 56) is 17; the admin moved SUN's attack to weak.
  const inForce = tiersForSeason(
    [
      { id: 13, code: 43, short_name: 'MCI' },
      { id: 17, code: 56, short_name: 'SUN' },
    ],
    data,
    { attack: { elite: [13], weak: [17] } },
  );

  it("pairs the tiers in force with the data's, weighted by matches played", () => {
    expect(clubTiers({ id: 13, code: 43 }, inForce, data, 6)).toEqual({
      attack: 'elite',
      defence: 'average',
      dataAttack: 'elite',
      dataDefence: 'average',
      weight: 0.5,
    });
    // New to the league: the prior weighs twice as long.
    expect(clubTiers({ id: 17, code: 56 }, inForce, data, 12)).toMatchObject({
      attack: 'weak',
      dataAttack: 'promoted',
      weight: 0.5,
    });
  });

  it('counts every club average in the data without data tiers', () => {
    expect(clubTiers({ id: 13, code: 43 }, inForce, null, 0)).toMatchObject({
      dataAttack: 'average',
      dataDefence: 'average',
      weight: 1,
    });
  });
});
