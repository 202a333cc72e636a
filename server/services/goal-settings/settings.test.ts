import { describe, expect, it } from 'vitest';
import { goalScoredSettingsSchema, type TeamTier } from '@contracts/api/goal-scored-settings';
import { fplEvent, fplTeam } from '@contracts/fpl/testing/bootstrap';
import { describeTiers, resolveGoalScoredSettings, type SeasonDataTiers } from './settings';
import { TEAMS, events } from '../test-support/small-season';

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
  /** The edited settings as saved in `savedIn`, resolved for the 2025-26 season. */
  const resolvedEdited = (savedIn: string) =>
    resolveGoalScoredSettings(row({ season: savedIn, settings: edited }), season, dataTiers);

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
    const { settings, origin, tiers } = resolvedEdited('2025-26');
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
    const { settings, origin, tiers } = resolvedEdited('2024-25');
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

describe('describeTiers', () => {
  it('names the season of the model strengths, an admin save, or none', () => {
    expect(describeTiers({ source: 'model', season: '2025-26' })).toEqual({
      source: 'data',
      description: "From the match model's strengths at the start of 2025-26",
    });
    expect(describeTiers({ source: 'saved' }).source).toBe('saved');
    expect(describeTiers({ source: 'none' }).description).toMatch(/^Not applied/);
  });
});

describe('goal-scored settings saved by club', () => {
  // Saved in 2025-26 (ids = codes: 1 ARS, 12 LIV, 13 MCI, 17 SUN) by the portal's save.
  const lists = (entries: Partial<Record<TeamTier, number[]>>) => ({
    elite: [],
    strong: [],
    average: [],
    weak: [],
    promoted: [],
    ...entries,
  });
  const document = {
    format: 'by-club',
    settings: { ...edited },
    tiers: {
      attack: lists({ elite: [1], strong: [12], average: [13], weak: [17] }),
      defence: lists({ elite: [13], average: [1, 12], weak: [17] }),
    },
  };
  // 2026-27: the ids are reassigned (ARS 2, LIV 11, MCI 14), SUN went down, LEE (code 2) came up as 18.
  const nextSeason = {
    teams: [
      fplTeam(2, 'ARS', 'Arsenal', { code: 1 }),
      fplTeam(11, 'LIV', 'Liverpool', { code: 12 }),
      fplTeam(14, 'MCI', 'Man City', { code: 13 }),
      fplTeam(18, 'LEE', 'Leeds', { code: 2 }),
    ],
    events: [fplEvent(1, { deadline_time: '2026-08-14T17:30:00Z' })],
  };

  it("map each club's tier to the new season's ids and promote a club new to the league", () => {
    const { settings, tiers } = resolveGoalScoredSettings(row(document), nextSeason, null);
    expect(tiers).toEqual({ source: 'saved' });
    expect(settings).toMatchObject({
      eliteAttackMultiplier: 1.5,
      eliteAttackTeams: [2],
      strongAttackTeams: [11],
      weakAttackTeams: [],
      promotedAttackTeams: [18],
      eliteDefenseTeams: [14],
      weakDefenseTeams: [],
      promotedDefenseTeams: [18],
      updatedBy: 'ops@example.com',
    });
  });

  it('follow the data tiers after a reset (tiers not stored)', () => {
    const reset = { ...document, settings: goalScoredSettingsSchema.parse({}), tiers: null };
    const { settings, tiers, origin } = resolveGoalScoredSettings(row(reset), season, dataTiers);
    expect([origin, tiers]).toEqual(['saved', { source: 'model', season: '2025-26' }]);
    expect(settings).toMatchObject({ eliteAttackTeams: [12, 13], lastUpdated: '2025-09-01T10:00:00.000Z' });
  });
});
