import { describe, expect, it } from 'vitest';
import { GOAL_SETTING_FIELDS, goalScoredSettingsSchema, teamIdListSchema } from './goal-scored-settings';

const byKey = (key: string) => GOAL_SETTING_FIELDS.find((field) => field.key === key);

describe('goal-scored settings fields', () => {
  it('lists the 21 context multipliers with their defaults and bounds', () => {
    const context = GOAL_SETTING_FIELDS.filter((field) => field.group === 'context');
    expect(context).toHaveLength(21);
    expect(byKey('derbyGoalsMultiplier')).toMatchObject({
      label: 'Derby',
      default: 0.87,
      min: 0.6,
      max: 1.3,
    });
    expect(byKey('homeCrowdBoostMultiplier')).toMatchObject({ default: 1.04, min: 1, max: 1.15 });
    expect(byKey('weatherConditionsGoalsMultiplier')).toMatchObject({ default: 0.92, min: 0.8, max: 1 });
  });

  it('keeps every default inside its own bounds', () => {
    for (const field of GOAL_SETTING_FIELDS) {
      if (field.min !== null) expect(field.default, field.key).toBeGreaterThanOrEqual(field.min);
      if (field.max !== null) expect(field.default, field.key).toBeLessThanOrEqual(field.max);
    }
  });

  it('has unique keys', () => {
    const keys = GOAL_SETTING_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('goalScoredSettingsSchema', () => {
  it('fills an empty object with the first-reading defaults, empty lists and updatedBy admin', () => {
    const settings = goalScoredSettingsSchema.parse({});
    expect(settings).toMatchObject({
      eliteAttackMultiplier: 1.4,
      promotedDefenseMultiplier: 1.3,
      averageBaseXGPerTeamPerGame: 1.35,
      globalTierMultiplier: 1.25,
      homeAdvantageGoalsMultiplier: 1.16,
      awayFactorGoalsMultiplier: 0.84,
      absoluteMinGoals: 0,
      absoluteMaxGoals: 7,
      marketFloorMultiplier: 0.4,
      marketCeilingMultiplier: 2,
      eliteAttackTeams: [],
      promotedDefenseTeams: [],
      lastUpdated: null,
      updatedBy: 'admin',
    });
  });

  it('falls back to the default for a zero or non-numeric value and reads numeric text', () => {
    const settings = goalScoredSettingsSchema.parse({
      derbyGoalsMultiplier: 0,
      topSixGoalsMultiplier: 'abc',
      midweekFixtureGoalsMultiplier: '0.95',
    });
    expect(settings.derbyGoalsMultiplier).toBe(0.87);
    expect(settings.topSixGoalsMultiplier).toBe(1.12);
    expect(settings.midweekFixtureGoalsMultiplier).toBe(0.95);
  });

  it('rejects a value outside its bounds', () => {
    const result = goalScoredSettingsSchema.safeParse({ derbyGoalsMultiplier: 1.31 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['derbyGoalsMultiplier']);
    expect(goalScoredSettingsSchema.safeParse({ marketFloorMultiplier: -1 }).success).toBe(false);
  });

  it('reads team lists given as arrays or JSON text', () => {
    const settings = goalScoredSettingsSchema.parse({
      eliteAttackTeams: [12, 13],
      weakDefenseTeams: '[6,4]',
    });
    expect(settings.eliteAttackTeams).toEqual([12, 13]);
    expect(settings.weakDefenseTeams).toEqual([6, 4]);
  });
});

describe('teamIdListSchema', () => {
  it.each([
    ['not json', 'not json'],
    ['a JSON object', '{"a":1}'],
    ['a non-integer id', [1, 2.5]],
    ['a string id', ['1']],
    ['null', null],
  ])('treats %s as an empty list', (_name, value) => {
    expect(teamIdListSchema.parse(value)).toEqual([]);
  });
});
