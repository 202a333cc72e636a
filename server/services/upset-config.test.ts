import { describe, expect, it } from 'vitest';
import { defaultUpsetConfig } from '@contracts/api/upset-config';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { fplBootstrap, fplEvent, fplTeam } from '@contracts/fpl/testing/bootstrap';
import type { PlayedMatch } from '@engine/match-model';
import type { AdminSettingRow } from '../db/repositories/settings';
import { fakeSource } from '../routes/test-support/fake-source';
import { createUpsetConfigService } from './upset-config';
import { createDefaultTopTeams, type DefaultTopTeams } from './upset-top-teams';

/** A season of `clubs` ([id, code] pairs) whose first deadline is in August of `year`. */
const season = (year: number, clubs: [number, number][]): BootstrapStatic =>
  fplBootstrap({
    events: [1, 2].map((gw) =>
      fplEvent(gw, { deadline_time: `${year}-08-${10 + gw}T17:30:00Z`, is_current: gw === 1 }),
    ),
    teams: clubs.map(([id, code]) => fplTeam(id, `C${code}`, `Club ${code}`, { code })),
  });

const match = (s: string, home: number, away: number, homeGoals: number, awayGoals: number): PlayedMatch => ({
  season: s,
  fixtureId: 1,
  gameweek: 1,
  kickoffMs: Date.UTC(2024, 8, 1),
  homeClub: home,
  awayClub: away,
  homeGoals,
  awayGoals,
  homeXg: null,
  awayXg: null,
});

// 2025-26: ids 1-8 for codes 3, 7, 1, 8, 14, 43, 90, 31; code 90 was not in 2024-25.
const SEASON_2025 = season(2025, [
  [1, 3],
  [2, 7],
  [3, 1],
  [4, 8],
  [5, 14],
  [6, 43],
  [7, 90],
  [8, 31],
]);
const LAST_SEASON = [
  match('2024-25', 3, 7, 1, 0),
  match('2024-25', 1, 8, 2, 2),
  match('2024-25', 14, 43, 0, 3),
  match('2024-25', 31, 3, 0, 1),
];
// Codes 43 and 14 are the clubs of the match model's choice; 90 (new) scores most on paper.
const strengths = {
  attack: new Map([
    [43, 0.5],
    [14, 0.3],
    [3, 0.2],
    [7, 0.1],
    [1, 0],
    [8, -0.1],
    [31, -0.2],
    [90, 0.9],
  ]),
  defence: new Map([
    [43, -0.4],
    [14, -0.3],
    [3, -0.1],
    [7, 0],
    [1, 0.1],
    [8, 0.1],
    [31, 0.2],
    [90, 0],
  ]),
  promoted: { attack: -0.3, defence: 0.2 },
};

describe('the default top teams', () => {
  it('are the six strongest clubs by the match model before the first deadline, a new club at the promoted prior', async () => {
    const asked: number[] = [];
    const top = createDefaultTopTeams({
      played: async (asOf) => (asked.push(asOf), LAST_SEASON),
      fit: () => strengths,
    });
    const result = await top(SEASON_2025);
    await top(SEASON_2025);
    expect(asked).toEqual([Date.parse('2025-08-11T17:30:00Z')]); // once per season
    expect(result.clubs).toEqual([43, 14, 3, 7, 1, 8]);
    expect(result.defaultTopTeams).toEqual({
      source: 'model',
      description: 'The six strongest clubs by the match model at the start of 2025-26',
    });
  });

  it('are the six with the most points last season when the model cannot be fitted', async () => {
    const top = createDefaultTopTeams({
      played: async () => LAST_SEASON,
      fit: () => {
        throw new Error('singular');
      },
    });
    const result = await top(SEASON_2025);
    // 3: 6 points; 43: 3; 1 and 8: 1 each, level on everything (1 is listed first); 7 and 31: none
    // at -1; 14: none at -3, left out; 90 did not play.
    expect(result.clubs).toEqual([3, 43, 1, 8, 7, 31]);
    expect(result.defaultTopTeams.source).toBe('points');
    expect(result.defaultTopTeams.description).toContain('most points in 2024-25');
  });

  it('are none when no previous season is stored', async () => {
    const top = createDefaultTopTeams({ played: async () => [], fit: () => strengths });
    expect((await top(SEASON_2025)).defaultTopTeams.source).toBe('none');
  });
});

/** The service over an in-memory settings table and a season the test can switch. */
function serviceOn(initial: BootstrapStatic, top: DefaultTopTeams) {
  let current = initial;
  const rows = new Map<string, AdminSettingRow>();
  const service = createUpsetConfigService({
    fpl: fakeSource({
      bootstrapStatic: async () => ({ data: current, fetchedAt: new Date(), stale: false }),
    }),
    settings: {
      get: async (kind) => rows.get(kind),
      put: async (kind, value, updatedBy = 'admin') => {
        const row = { kind, value, updatedBy, updatedAt: new Date() };
        rows.set(kind, row);
        return row;
      },
    },
    topTeams: async () => top,
  });
  return { service, rows, nextSeason: (b: BootstrapStatic) => (current = b) };
}

const MODEL_TOP: DefaultTopTeams = {
  clubs: [43, 14, 3],
  defaultTopTeams: { source: 'model', description: 'model' },
};
// 2026-27: code 43 now has id 6 -> 4, code 3 left the league, code 14 is id 2.
const SEASON_2026 = season(2026, [
  [1, 1],
  [2, 14],
  [3, 7],
  [4, 43],
  [5, 99],
]);

describe('the upset configuration across seasons', () => {
  it('defaults to the top teams by id of the running season', async () => {
    const { service } = serviceOn(SEASON_2025, MODEL_TOP);
    expect((await service.current()).topTeamIds).toEqual([6, 5, 1]);
  });

  it('maps saved top teams to the next season by club, dropping clubs that left the league', async () => {
    const { service, nextSeason } = serviceOn(SEASON_2025, MODEL_TOP);
    await service.save({ ...defaultUpsetConfig([]), topTeamIds: [6, 1, 5], derbyChance: 0.6 }, 'admin');
    expect(await service.current()).toMatchObject({ topTeamIds: [6, 1, 5], derbyChance: 0.6 });
    nextSeason(SEASON_2026);
    expect(await service.current()).toMatchObject({ topTeamIds: [4, 2], derbyChance: 0.6 });
  });

  it('after a reset, follows each season’s default top teams', async () => {
    const { service, nextSeason } = serviceOn(SEASON_2025, MODEL_TOP);
    await service.save({ ...defaultUpsetConfig([]), topTeamIds: [8] }, 'admin');
    await service.reset('admin');
    nextSeason(SEASON_2026);
    const body = await service.get();
    expect(body.config.topTeamIds).toEqual([4, 2]);
    expect(body.lastUpdated).not.toBeNull();
  });

  it('falls back to the defaults when the stored document no longer parses', async () => {
    const { service, rows } = serviceOn(SEASON_2025, MODEL_TOP);
    rows.set('upset-config', {
      kind: 'upset-config',
      value: { season: '2025-26', config: { poissonChance: 7 }, topTeamCodes: [] },
      updatedBy: 'admin',
      updatedAt: new Date(),
    });
    const body = await service.get();
    expect(body.config).toEqual(body.defaults);
    expect(body.lastUpdated).toBeNull();
  });
});
