import { describe, expect, it } from 'vitest';
import type { TeamTier } from '@contracts/api/goal-scored-settings';
import { createFixtureDifficultyService, defaultFdrRange } from './fixture-difficulty';
import { createGoalScoredSettingsService } from './goal-settings/settings';
import { bootstrap, events, seasonSource } from './test-support/small-season';

const fpl = seasonSource(bootstrap([]));
// Data tiers by club code (the test teams' codes equal their 2025-26 ids: 1 ARS, 12 LIV, 13 MCI, 17 SUN).
const dataTiers = async () => ({
  season: '2025-26',
  tiers: {
    attack: new Map<number, TeamTier>([
      [12, 'elite'],
      [13, 'elite'],
      [1, 'strong'],
      [17, 'promoted'],
    ]),
    defence: new Map<number, TeamTier>([
      [1, 'elite'],
      [12, 'elite'],
      [13, 'strong'],
      [17, 'promoted'],
    ]),
  },
});
const withRow = (value?: unknown) =>
  createFixtureDifficultyService({
    fpl,
    settings: createGoalScoredSettingsService({
      fpl,
      dataTiers,
      settings: {
        get: async () =>
          value === undefined
            ? undefined
            : { kind: 'goal-scored', value, updatedAt: new Date(0), updatedBy: 'admin' },
      },
    }),
  });
const query = { start: 3, end: 5, mode: 'balanced', sort: 'name' } as const;

describe('fixture difficulty grid', () => {
  it('shows the range per team with doubles, blanks, titles and the average over unfinished fixtures', async () => {
    const grid = await withRow().grid(query);
    expect(grid.gameweeks).toEqual([3, 4, 5]);
    expect(grid.currentGameweek).toBe(3);
    expect(grid.selectableGameweeks).toEqual(Array.from({ length: 36 }, (_, i) => i + 3));
    expect(grid).toMatchObject({ tiers: 'model', tiersSeason: '2025-26' });
    expect(grid.rows.map((r) => r.teamShort)).toEqual(['ARS', 'LIV', 'MCI', 'SUN']);
    const ars = grid.rows[0]!;
    expect(ars.gameweeks.map((g) => g.fixtures.map((f) => f.label))).toEqual([
      ['MCI (H)'],
      ['LIV (A)', 'SUN (H)'],
      [],
    ]);
    expect(ars.gameweeks[1]?.fixtures.map((f) => f.title)).toEqual(['@ LIV - FDR 5', 'vs SUN - FDR 2']);
    // ARS: 4, 5, 2 -> 3.67 (yellow above 3 is orange: up to 4).
    expect(ars).toMatchObject({ avgFdr: 3.67, avgFdrBand: 'orange' });
  });

  it('classes opponents by defence on the attacking tab and by attack on the defensive tab', async () => {
    const attacking = await withRow().grid({ ...query, mode: 'attacking' });
    const defensive = await withRow().grid({ ...query, mode: 'defensive' });
    // LIV is an elite defence and an elite attack; SUN promoted in both; MCI strong defence, elite attack.
    const arsCells = (g: typeof attacking) =>
      g.rows[0]!.gameweeks.flatMap((w) =>
        w.fixtures.map((f) => [f.opponentShort, f.opponentClass, f.colour]),
      );
    expect(arsCells(attacking)).toEqual([
      ['MCI', 'strong', 'orange'],
      ['LIV', 'elite', 'red'],
      ['SUN', 'promoted', 'dark-green'],
    ]);
    expect(arsCells(defensive)).toEqual([
      ['MCI', 'elite', 'red'],
      ['LIV', 'elite', 'red'],
      ['SUN', 'promoted', 'dark-green'],
    ]);
    expect(attacking.rows[0]!.gameweeks[0]!.fixtures[0]!.title).toBe('vs MCI - strong defence');
    expect(defensive.rows[0]!.gameweeks[0]!.fixtures[0]!.title).toBe('vs MCI - elite attack');
  });

  it('uses saved tier lists, and treats every team as average when the settings cannot be read', async () => {
    const saved = await withRow({ season: '2025-26', settings: { eliteDefenseTeams: [17] } }).grid({
      ...query,
      mode: 'attacking',
    });
    expect(saved.tiers).toBe('saved');
    expect(saved.rows[0]!.gameweeks[1]!.fixtures.map((f) => f.opponentClass)).toEqual(['average', 'elite']);

    const failing = createFixtureDifficultyService({
      fpl,
      settings: { forSeason: async () => Promise.reject(new Error('database down')) },
    });
    const missing = await failing.grid({ ...query, mode: 'attacking' });
    expect(missing.tiers).toBe('missing');
    expect(
      new Set(
        missing.rows.flatMap((r) => r.gameweeks.flatMap((g) => g.fixtures.map((f) => f.opponentClass))),
      ),
    ).toEqual(new Set(['average']));
  });

  it('counts every team average when the default tiers cannot be computed', async () => {
    const warnings: string[] = [];
    const failing = createFixtureDifficultyService({
      fpl,
      settings: createGoalScoredSettingsService({
        fpl,
        settings: { get: async () => undefined },
        dataTiers: async () => Promise.reject(new Error('matches unreadable')),
        log: { warn: (m) => warnings.push(m) },
      }),
    });
    const grid = await failing.grid({ ...query, mode: 'attacking' });
    expect(grid.tiers).toBe('unavailable');
    expect(warnings).toEqual(['default tiers unavailable: matches unreadable']);
  });

  it('counts every team average, and says so, when there are no fitted strengths', async () => {
    const unfitted = createFixtureDifficultyService({
      fpl,
      settings: createGoalScoredSettingsService({ fpl, settings: { get: async () => undefined } }),
    });
    const grid = await unfitted.grid({ ...query, mode: 'attacking' });
    expect(grid).toMatchObject({ tiers: 'unavailable', tiersSeason: null });
    expect(grid.rows[0]!.gameweeks[1]!.fixtures.map((f) => f.opponentClass)).toEqual(['average', 'average']);
  });

  it('sorts by easiest and hardest average, a team without fixtures last', async () => {
    const easiest = await withRow().grid({ ...query, start: 5, end: 5, sort: 'easiest' });
    // GW5: only MCI (H) v LIV, both 4; ARS and SUN blank.
    expect(easiest.rows.map((r) => [r.teamShort, r.avgFdr, r.avgFdrBand])).toEqual([
      ['LIV', 4, 'orange'],
      ['MCI', 4, 'orange'],
      ['ARS', 0, null],
      ['SUN', 0, null],
    ]);
    const hardest = await withRow().grid({ ...query, start: 3, end: 4, sort: 'hardest' });
    expect(hardest.rows.map((r) => [r.teamShort, r.avgFdr])).toEqual([
      ['SUN', 5],
      ['ARS', 3.67],
      ['LIV', 3], // a tie goes by name
      ['MCI', 3],
    ]);
  });
});

describe('fixture difficulty default range', () => {
  it('starts at the gameweek being played and shows six, never before gameweek 3 or past 38', () => {
    expect(defaultFdrRange(events(12))).toEqual({ start: 12, end: 17 });
    expect(defaultFdrRange(events(1))).toEqual({ start: 3, end: 8 });
    expect(defaultFdrRange(events(36))).toEqual({ start: 36, end: 38 });
  });

  it('fills a range the query leaves out, and refuses an end before the default start', async () => {
    const fdr = withRow();
    expect((await fdr.grid({ mode: 'balanced', sort: 'name', start: 4 })).gameweeks).toEqual([
      4, 5, 6, 7, 8, 9,
    ]);
    await expect(fdr.grid({ mode: 'balanced', sort: 'name', end: 2 })).rejects.toThrow(
      /end must be at or after/,
    );
  });
});
