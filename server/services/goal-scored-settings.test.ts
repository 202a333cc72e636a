import { describe, expect, it } from 'vitest';
import { goalScoredSettingsSchema, type TeamTier } from '@contracts/api/goal-scored-settings';
import { resolveGoalScoredSettings, type SeasonDataTiers } from './goal-scored-settings';
import { TEAMS, events } from './test-support/small-season';

// 2025-26 ids: 1 ARS, 12 LIV, 13 MCI, 17 SUN (the test teams' codes equal their ids).
const season = { teams: TEAMS, events: events() };
const tiers = (entries: Array<[number, TeamTier]>) => new Map(entries);
const dataTiers: SeasonDataTiers = {
  season: '2025-26',
  tiers: {
    attack: tiers([
      [12, 'elite'],
      [13, 'elite'],
      [1, 'strong'],
      [17, 'promoted'],
    ]),
    defence: tiers([
      [1, 'elite'],
      [12, 'elite'],
      [13, 'strong'],
      [17, 'promoted'],
    ]),
  },
};
const savedAt = new Date('2025-09-01T10:00:00Z');
const row = (value: unknown) => ({ value, updatedAt: savedAt, updatedBy: 'ops@example.com' });
const edited = {
  ...goalScoredSettingsSchema.parse({}),
  eliteAttackMultiplier: 1.5,
  eliteAttackTeams: [1],
  weakDefenseTeams: [13],
};

describe('goal-scored settings in force', () => {
  it("are the defaults with the data tiers as this season's lists when nothing is stored", () => {
    const { settings, origin, tiers } = resolveGoalScoredSettings(undefined, season, dataTiers);
    expect(origin).toBe('defaults');
    expect(tiers).toEqual({ source: 'model', season: '2025-26' });
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
    const { settings, origin, tiers } = resolveGoalScoredSettings(
      row({ season: '2025-26', settings: edited }),
      season,
      dataTiers,
    );
    expect(origin).toBe('saved');
    expect(tiers).toEqual({ source: 'saved' });
    expect(settings).toMatchObject({
      eliteAttackMultiplier: 1.5,
      eliteAttackTeams: [1],
      weakDefenseTeams: [13],
      lastUpdated: '2025-09-01T10:00:00.000Z',
      updatedBy: 'ops@example.com',
    });
  });

  it('keep the stored numbers but rebuild the team lists when saved in another season', () => {
    const { settings, origin, tiers } = resolveGoalScoredSettings(
      row({ season: '2024-25', settings: edited }),
      season,
      dataTiers,
    );
    expect(origin).toBe('saved');
    expect(tiers).toEqual({ source: 'model', season: '2025-26' });
    expect(settings).toMatchObject({
      eliteAttackMultiplier: 1.5,
      eliteAttackTeams: [12, 13],
      weakDefenseTeams: [],
    });
  });

  it('fall back to the defaults when the stored document is not valid', () => {
    for (const value of [{ elite: ['ARS'] }, { season: '2025-26', settings: { eliteAttackMultiplier: 9 } }]) {
      const { settings, origin } = resolveGoalScoredSettings(row(value), season, dataTiers);
      expect(origin).toBe('defaults');
      expect(settings.eliteAttackMultiplier).toBe(1.4);
    }
  });

  it('count every club average when there are no data tiers', () => {
    const { settings, tiers } = resolveGoalScoredSettings(undefined, season, null);
    expect(tiers).toEqual({ source: 'none' });
    expect([settings.eliteAttackTeams, settings.promotedDefenseTeams]).toEqual([[], []]);
  });
});
