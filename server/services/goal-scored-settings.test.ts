import { describe, expect, it } from 'vitest';
import { goalScoredSettingsSchema } from '@contracts/api/goal-scored-settings';
import { resolveGoalScoredSettings } from './goal-scored-settings';
import { TEAMS, events } from './test-support/small-season';

// 2025-26 ids: 1 ARS, 12 LIV, 13 MCI, 17 SUN.
const season = { teams: TEAMS, events: events() };
const savedAt = new Date('2025-09-01T10:00:00Z');
const row = (value: unknown) => ({ value, updatedAt: savedAt, updatedBy: 'ops@example.com' });
const edited = {
  ...goalScoredSettingsSchema.parse({}),
  eliteAttackMultiplier: 1.5,
  eliteAttackTeams: [1],
  weakDefenseTeams: [13],
};

describe('goal-scored settings in force', () => {
  it("are the defaults for this season's clubs when nothing is stored", () => {
    const { settings, origin } = resolveGoalScoredSettings(undefined, season);
    expect(origin).toBe('defaults');
    expect(settings).toMatchObject({
      eliteAttackTeams: [12, 13],
      strongAttackTeams: [1],
      promotedAttackTeams: [17],
      eliteDefenseTeams: [1, 12],
      strongDefenseTeams: [13],
      promotedDefenseTeams: [17],
      eliteAttackMultiplier: 1.4,
      lastUpdated: null,
      updatedBy: 'admin',
    });
  });

  it('are the stored ones when saved this season, with the save time and author', () => {
    const { settings, origin } = resolveGoalScoredSettings(
      row({ season: '2025-26', settings: edited }),
      season,
    );
    expect(origin).toBe('saved');
    expect(settings).toMatchObject({
      eliteAttackMultiplier: 1.5,
      eliteAttackTeams: [1],
      weakDefenseTeams: [13],
      lastUpdated: '2025-09-01T10:00:00.000Z',
      updatedBy: 'ops@example.com',
    });
  });

  it('keep the stored numbers but rebuild the team lists when saved in another season', () => {
    const { settings, origin } = resolveGoalScoredSettings(
      row({ season: '2024-25', settings: edited }),
      season,
    );
    expect(origin).toBe('saved');
    expect(settings).toMatchObject({
      eliteAttackMultiplier: 1.5,
      eliteAttackTeams: [12, 13],
      weakDefenseTeams: [],
    });
  });

  it('fall back to the defaults when the stored document is not valid', () => {
    for (const value of [{ elite: ['ARS'] }, { season: '2025-26', settings: { eliteAttackMultiplier: 9 } }]) {
      const { settings, origin } = resolveGoalScoredSettings(row(value), season);
      expect(origin).toBe('defaults');
      expect(settings.eliteAttackMultiplier).toBe(1.4);
    }
  });
});
