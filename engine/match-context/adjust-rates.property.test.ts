import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GOAL_SETTING_FIELDS,
  goalScoredSettingsSchema,
  TEAM_TIERS,
} from '@contracts/api/goal-scored-settings';
import { adjustRates, type ClubTiers } from './adjust-rates';
import { CONTEXT_KEYS } from './conditions';
import type { ContextEffect, MatchContext } from './match-context';

const options = { seed: 20260523, numRuns: 400 };
const rate = fc.double({ min: 0.05, max: 6, noNaN: true });
const tier = fc.constantFrom(...TEAM_TIERS);
const effects: fc.Arbitrary<ContextEffect[]> = fc.array(
  fc.record({ key: fc.constantFrom(...CONTEXT_KEYS), exponent: fc.constantFrom(1 as const, -1 as const) }),
  { maxLength: 6 },
);
const context: fc.Arbitrary<MatchContext> = fc.record({ match: effects, home: effects, away: effects });
/** A club whose tiers in force are its data tiers (no admin change). */
const unchangedClub: fc.Arbitrary<ClubTiers> = fc
  .record({ attack: tier, defence: tier, weight: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map((c) => ({ ...c, dataAttack: c.attack, dataDefence: c.defence }));
const anyClub: fc.Arbitrary<ClubTiers> = fc.record({
  attack: tier,
  defence: tier,
  dataAttack: tier,
  dataDefence: tier,
  weight: fc.double({ min: 0, max: 1, noNaN: true }),
});
/** Any settings an admin can save: every number within its bounds. */
const settings = fc
  .tuple(
    ...GOAL_SETTING_FIELDS.map((f) =>
      fc
        .double({ min: f.min ?? f.default * 0.5, max: f.max ?? f.default * 1.5, noNaN: true })
        .filter((v) => v !== 0),
    ),
  )
  .map((values) =>
    goalScoredSettingsSchema.parse(Object.fromEntries(GOAL_SETTING_FIELDS.map((f, i) => [f.key, values[i]]))),
  );

describe('adjustRates properties', () => {
  it('leaves any fitted rates unchanged with the default settings and unchanged tiers', () => {
    const defaults = goalScoredSettingsSchema.parse({});
    fc.assert(
      fc.property(rate, rate, context, unchangedClub, unchangedClub, (home, away, ctx, h, a) => {
        expect(adjustRates({ home, away }, ctx, defaults, { home: h, away: a })).toEqual({ home, away });
      }),
      options,
    );
  });

  it('keeps every adjusted rate within the market bounds of any saved settings', () => {
    fc.assert(
      fc.property(rate, rate, context, anyClub, anyClub, settings, (home, away, ctx, h, a, s) => {
        const adjusted = adjustRates({ home, away }, ctx, s, { home: h, away: a });
        for (const value of [adjusted.home, adjusted.away]) {
          expect(value).toBeGreaterThanOrEqual(s.absoluteMinGoals);
          expect(value).toBeLessThanOrEqual(s.absoluteMaxGoals);
        }
        // Where the absolute bounds leave room, the market bounds hold relative to the fitted rate.
        const floor = home * s.marketFloorMultiplier;
        const ceiling = home * s.marketCeilingMultiplier;
        if (floor <= ceiling && s.absoluteMinGoals <= floor && ceiling <= s.absoluteMaxGoals) {
          expect(adjusted.home).toBeGreaterThanOrEqual(floor * (1 - 1e-12));
          expect(adjusted.home).toBeLessThanOrEqual(ceiling * (1 + 1e-12));
        }
      }),
      options,
    );
  });
});
