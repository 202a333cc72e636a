import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  GOAL_SETTING_FIELDS,
  goalScoredSettingsSchema,
  type GoalScoredSettings,
  type GoalSettingField,
} from '@contracts/api/goal-scored-settings';
import { goalScoredDefaultsSchema } from '@contracts/api/goal-scored-portal';
import { projectedGoalsCsResponseSchema } from '@contracts/api/projections';
import { testApp } from './test-support/test-app';
import { openDatabase } from '../db/client';
import { settingsRepository } from '../db/repositories/settings';
import { adminSettings } from '../db/schema/index';
import { suiteDatabase } from '../db/suite-database';
import { testDatabases } from '../db/testing';
import { makeTempDir } from '../fpl/test-support/temp-dir';
import { GOAL_SETTINGS_BACKTEST_KIND, settingsFingerprint } from '../services/goal-settings/backtest';
import { bootstrap, seasonSource } from '../services/test-support/small-season';
import { adminHeaders } from './test-support/admin-session';
import type { Database } from '../db/client';

// The small 2025-26 season: teams 1 ARS, 12 LIV, 13 MCI, 17 SUN; GW1-2 finished, GW3 current.
const fpl = seasonSource(bootstrap([]));
const URL = '/api/admin/goal-scored-settings';

async function appOn(db: Database): Promise<FastifyInstance> {
  const app = await testApp({ fpl, db });
  await app.ready();
  return app;
}

const read = async (app: FastifyInstance) =>
  goalScoredSettingsSchema.parse((await app.inject({ method: 'GET', url: URL })).json());
const put = async (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'PUT', url: URL, headers: await adminHeaders(app), payload: payload as object });
const numbers = (s: GoalScoredSettings) =>
  Object.fromEntries(GOAL_SETTING_FIELDS.map((f) => [f.key, s[f.key]]));

describe.each(testDatabases())('goal-scored settings writes on $name', ({ open }) => {
  let app: FastifyInstance;
  const opened = suiteDatabase(open, async (db) => {
    app = await appOn(db);
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => opened.db.delete(adminSettings));

  it('round-trips every field at its lower bound, its upper bound and its default', async () => {
    const defaults = await read(app);
    // Fields without published bounds (the market floor and ceiling) take any positive number.
    const picks: Array<(f: GoalSettingField) => number> = [
      (f) => f.min ?? 0.25,
      (f) => f.max ?? 3,
      (f) => f.default,
    ];
    for (const pick of picks) {
      const wanted = Object.fromEntries(GOAL_SETTING_FIELDS.map((f) => [f.key, pick(f)]));
      const res = await put(app, { ...defaults, ...wanted });
      expect(res.statusCode).toBe(200);
      expect(numbers(goalScoredSettingsSchema.parse(res.json()))).toEqual(wanted);
      expect(numbers(await read(app))).toEqual(wanted);
    }
  });

  it('keeps the save time and who saved', async () => {
    const before = Date.now();
    await put(app, { ...(await read(app)), derbyGoalsMultiplier: 0.9 });
    const saved = await read(app);
    expect(saved.updatedBy).toBe('admin');
    expect(Date.parse(saved.lastUpdated ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['homeAdvantageGoalsMultiplier', 1.31, 'homeAdvantageGoalsMultiplier must be between 1 and 1.3'],
    ['homeAdvantageGoalsMultiplier', 0.99, 'homeAdvantageGoalsMultiplier must be between 1 and 1.3'],
    ['derbyGoalsMultiplier', 'abc', 'derbyGoalsMultiplier must be between 0.6 and 1.3'],
    ['absoluteMaxGoals', null, 'absoluteMaxGoals must be between 3 and 10'],
    ['promotedDefenseMultiplier', 1.1, 'promotedDefenseMultiplier must be between 1.2 and 2'],
    ['eliteAttackMultiplier', 2.5, 'eliteAttackMultiplier must be between 1 and 2'],
    ['marketFloorMultiplier', -1, 'marketFloorMultiplier must be a positive number'],
  ])('refuses %s = %s with 400 naming the field and bounds, storing nothing', async (key, value, message) => {
    const res = await put(app, { ...(await read(app)), [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_setting', message });
    expect((await read(app)).lastUpdated).toBeNull();
  });

  it('refuses writes without an admin session, storing nothing', async () => {
    const current = await read(app);
    const unsigned = await app.inject({
      method: 'PUT',
      url: URL,
      payload: { ...current, derbyGoalsMultiplier: 1 },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ error: 'admin_session_required' });
    const reset = await app.inject({ method: 'POST', url: `${URL}/reset` });
    expect(reset.statusCode).toBe(401);
    expect((await read(app)).lastUpdated).toBeNull();
  });

  it('refuses a team in two tiers of a side, and a team not in the season', async () => {
    const current = await read(app);
    const twice = await put(app, { ...current, eliteAttackTeams: [1], weakAttackTeams: [1] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      error: 'invalid_setting',
      message: 'Team 1 (ARS) is in two attack tiers: elite and weak',
    });
    const unknown = await put(app, { ...current, promotedDefenseTeams: [99] });
    expect(unknown.statusCode).toBe(400);
    expect((await read(app)).lastUpdated).toBeNull();
  });

  it('stores the tier lists, a team in no list being average', async () => {
    await put(app, { ...(await read(app)), eliteAttackTeams: [13, 12], weakDefenseTeams: [17] });
    expect(await read(app)).toMatchObject({
      eliteAttackTeams: [12, 13],
      strongAttackTeams: [],
      weakDefenseTeams: [17],
    });
  });

  it('resets to the defaults and says when and by whom', async () => {
    await put(app, { ...(await read(app)), eliteAttackTeams: [1], topSixGoalsMultiplier: 1.4 });
    const res = await app.inject({ method: 'POST', url: `${URL}/reset`, headers: await adminHeaders(app) });
    expect(res.statusCode).toBe(200);
    const body = goalScoredSettingsSchema.parse(res.json());
    expect(body).toMatchObject({ topSixGoalsMultiplier: 1.12, eliteAttackTeams: [], updatedBy: 'admin' });
    expect(body.lastUpdated).not.toBeNull();
    expect(await read(app)).toEqual(body);
  });

  it("serves the defaults and the season's clubs beside the settings, whatever was saved", async () => {
    await put(app, { ...(await read(app)), derbyGoalsMultiplier: 1.2 });
    const res = await app.inject({ method: 'GET', url: `${URL}/defaults` });
    expect(res.statusCode).toBe(200);
    const body = goalScoredDefaultsSchema.parse(res.json());
    expect(body.teams.map((t) => [t.id, t.short_name])).toEqual([
      [1, 'ARS'],
      [12, 'LIV'],
      [13, 'MCI'],
      [17, 'SUN'],
    ]);
    expect(body.defaults).toMatchObject({ derbyGoalsMultiplier: 0.87, homeAdvantageGoalsMultiplier: 1.16 });
    expect(body.backtest).toEqual({ status: 'not_measured' });
  });

  it('shows the stored settings backtest only while the settings it measured are in force', async () => {
    const backtest = async () =>
      goalScoredDefaultsSchema.parse((await app.inject({ method: 'GET', url: `${URL}/defaults` })).json())
        .backtest;
    const measured = {
      rps_with_settings: 0.2011,
      rps_model_alone: 0.2008,
      matches: 1900,
      seasons: ['2021-22'],
      measured_at: '2026-01-01T00:00:00.000Z',
    };
    await settingsRepository(opened.db).put(
      GOAL_SETTINGS_BACKTEST_KIND,
      { ...measured, fingerprint: settingsFingerprint(await read(app)) },
      'backtest-projections',
    );
    expect(await backtest()).toEqual({ status: 'measured', ...measured });
    await put(app, { ...(await read(app)), midweekFixtureGoalsMultiplier: 1 });
    expect(await backtest()).toEqual({ status: 'not_measured' });
  });

  it("shows a larger home advantage on the home sides' expected goals at the next request", async () => {
    const goals = async () =>
      projectedGoalsCsResponseSchema
        .parse(
          (await app.inject({ method: 'GET', url: '/api/projected-goals-cs?start_gw=3&end_gw=4' })).json(),
        )
        .gameweeks.flatMap((g) => g.matches)
        .filter((m) => !m.finished)
        .map((m) => m.home.expected_goals);
    const before = await goals();
    expect(before.length).toBeGreaterThan(0);
    await put(app, { ...(await read(app)), homeAdvantageGoalsMultiplier: 1.3 });
    const after = await goals();
    expect(after.every((g, i) => g > before[i]!)).toBe(true);
  });
});

describe('goal-scored settings across a restart', () => {
  // Two starts of a PGlite data directory (initdb on the first) take tens of seconds on a busy machine.
  it('keep what was saved', { timeout: 120_000 }, async () => {
    const { dir, cleanup } = await makeTempDir('goal-settings-restart');
    const run = async <T>(use: (app: FastifyInstance) => Promise<T>) => {
      const database = await openDatabase({ dataDir: dir });
      const app = await appOn(database.db);
      try {
        return await use(app);
      } finally {
        await app.close();
        await database.close();
      }
    };
    try {
      await run(async (app) => {
        const res = await put(app, {
          ...(await read(app)),
          lateKickoffGoalsMultiplier: 1.15,
          strongDefenseTeams: [13],
        });
        expect(res.statusCode).toBe(200);
      });
      const after = await run(read);
      expect(after).toMatchObject({ lateKickoffGoalsMultiplier: 1.15, strongDefenseTeams: [13] });
    } finally {
      await cleanup();
    }
  });
});
