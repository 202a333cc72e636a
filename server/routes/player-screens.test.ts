import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { captainCandidatesResponseSchema, transferPlannerResponseSchema } from '@contracts/api/player-scores';
import { fdrResponseSchema } from '@contracts/api/fixture-difficulty';
import { goalScoredContextSchema } from '@contracts/api/goal-scored-context';
import { goalScoredSettingsSchema } from '@contracts/api/goal-scored-settings';
import { testApp } from './test-support/test-app';
import { historyRepository } from '../db/repositories/past-seasons';
import { settingsRepository } from '../db/repositories/settings';
import { adminSettings } from '../db/schema/index';
import { seasonPlayer } from '../db/test-rows';
import { suiteDatabase } from '../db/suite-database';
import { testDatabases } from '../db/testing';
import { GOAL_SCORED_KIND } from '../services/goal-settings/settings';
import { bootstrap, element, seasonSource } from '../services/test-support/small-season';
import { fakeSource } from './test-support/fake-source';
import type { FplSource } from '../fpl/source';
import type { Database } from '../db/client';

async function appOn(fpl: FplSource, db: Database): Promise<FastifyInstance> {
  const app = await testApp({ fpl, db });
  await app.ready();
  return app;
}

const players = [
  element(1, 12, 3, { code: 501, total_points: 60, form: '7.0', minutes: 1500, selected_by_percent: '40.0' }),
  element(2, 1, 4, { code: 502, total_points: 30 }),
  element(3, 13, 5, { total_points: 30 }),
];

/** Every query parameter with values it must refuse, and the message's start. */
const BAD_QUERIES: Array<[path: string, query: string, message: string]> = [
  ['/api/fixture-difficulty', 'start=2', 'start: start must be a whole number from 3 to 38'],
  ['/api/fixture-difficulty', 'start=39', 'start: start must be a whole number from 3 to 38'],
  ['/api/fixture-difficulty', 'start=abc', 'start: start must be a whole number from 3 to 38'],
  ['/api/fixture-difficulty', 'start=4.5', 'start: start must be a whole number from 3 to 38'],
  ['/api/fixture-difficulty', 'end=0', 'end: end must be a whole number from 3 to 38'],
  ['/api/fixture-difficulty', 'end=100', 'end: end must be a whole number from 3 to 38'],
  ['/api/fixture-difficulty', 'start=9&end=8', 'end: end must be at or after start'],
  ['/api/fixture-difficulty', 'mode=sideways', 'mode: '],
  ['/api/fixture-difficulty', 'mode=balanced&mode=attacking', 'mode: '],
  ['/api/fixture-difficulty', 'sort=random', 'sort: '],
  ['/api/transfer-planner', 'type=maybe', 'type: '],
  ['/api/transfer-planner', 'position=5', 'position: '],
  ['/api/transfer-planner', 'position=0', 'position: '],
  ['/api/transfer-planner', 'price=3-4', 'price: '],
  ['/api/transfer-planner', 'price=15%2B', 'price: '],
  ['/api/captain-candidates', 'strategy=bold', 'strategy: '],
  ['/api/captain-candidates', 'position=gk', 'position: '],
];

describe.each(testDatabases())('player screen endpoints on $name', ({ open }) => {
  let app: FastifyInstance;
  const opened = suiteDatabase(open, async (db) => {
    app = await appOn(seasonSource(bootstrap(players)), db);
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const [path, query, message] of BAD_QUERIES) {
    it(`answers 400 JSON to ${path}?${query}`, async () => {
      const res = await app.inject({ method: 'GET', url: `${path}?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<{ error: string; message: string }>();
      expect(body.error).toBe('bad_request');
      expect(body.message.startsWith(message)).toBe(true);
    });
  }

  it('serves the default goal-scored settings, then a saved document of this season', async () => {
    const defaults = await app.inject({ method: 'GET', url: '/api/admin/goal-scored-settings' });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.headers['cache-control']).toBe('no-store');
    const body = goalScoredSettingsSchema.parse(defaults.json());
    // No past seasons in this database, so the match model has no strengths: every club average.
    expect(body).toMatchObject({ eliteAttackTeams: [], eliteDefenseTeams: [], lastUpdated: null });

    await settingsRepository(opened.db).put(
      GOAL_SCORED_KIND,
      { season: '2025-26', settings: { ...body, eliteDefenseTeams: [17] } },
      'ops',
    );
    const saved = await app.inject({ method: 'GET', url: '/api/admin/goal-scored-settings' });
    expect(saved.json()).toMatchObject({ eliteDefenseTeams: [17], updatedBy: 'ops' });
    const grid = fdrResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/fixture-difficulty?start=4&end=4&mode=attacking' })
      ).json(),
    );
    expect(grid.tiers).toBe('saved');
    const ars = grid.rows.find((r) => r.teamShort === 'ARS');
    expect(ars?.gameweeks[0]?.fixtures.map((f) => [f.label, f.opponentClass])).toEqual([
      ['LIV (A)', 'average'],
      ['SUN (H)', 'elite'],
    ]);
    await opened.db.delete(adminSettings);
  });

  it('serves the context conditions beside the settings, uncached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/goal-scored-settings/context' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = goalScoredContextSchema.parse(res.json());
    // No matches stored in this database: nothing measured.
    expect(body.measured_matches).toBe(0);
    expect(body.conditions.find((c) => c.key === 'derbyGoalsMultiplier')).toMatchObject({
      active: true,
      measured: null,
    });
  });

  it('serves the default range (GW3 being played, and five more), cached like relayed data', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/fixture-difficulty' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    const grid = fdrResponseSchema.parse(res.json());
    expect(grid.gameweeks).toEqual([3, 4, 5, 6, 7, 8]);
    expect([grid.range, grid.defaultRange]).toEqual([
      { start: 3, end: 8 },
      { start: 3, end: 8 },
    ]);
    expect(grid.rows).toHaveLength(4);
  });

  it('scores players with the historical multiplier from stored seasons', async () => {
    // Player code 501: 200 points in 2700 minutes as a midfielder in 2024-25.
    await historyRepository(opened.db).replaceSeason(
      '2024-25',
      [
        seasonPlayer(10, { code: 501, elementType: 3, totalPoints: 200, minutes: 2700 }),
        seasonPlayer(11, { code: 600, elementType: 3, totalPoints: 100, minutes: 2700 }),
      ],
      [],
      { source: 'test' },
    );
    const res = await app.inject({ method: 'GET', url: '/api/transfer-planner?type=all' });
    expect(res.statusCode).toBe(200);
    const body = transferPlannerResponseSchema.parse(res.json());
    expect(body.players.map((p) => p.id).sort()).toEqual([1, 2]);
    const salah = body.players.find((p) => p.id === 1);
    // Midfield average (300 / 5400 x 90 = 5); his 6.67 -> 1 + 0.25 x 0.6 x (6.667 / 5 - 1) = 1.05.
    expect(salah?.historical).toMatchObject({ seasons: ['2024-25'], minutes: 2700, positionPer90: 5 });
    expect(salah?.historical.multiplier).toBeCloseTo(1.05, 10);
    expect(body.historySeasons).toEqual(['2024-25']);
    expect(body.positions.map((p) => p.pluralName)).toEqual([
      'Goalkeepers',
      'Defenders',
      'Midfielders',
      'Forwards',
    ]);

    const captains = captainCandidatesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/captain-candidates?strategy=all&position=3' })).json(),
    );
    expect(captains.candidates.map((c) => c.id)).toEqual([1]);
    expect(captains.gameweek).toBe(4);
  });
});

describe('player screen endpoints when the game cannot be read', () => {
  it('answer 503 with the upstream message', async () => {
    const [db] = testDatabases();
    const opened = await db!.open();
    const app = await appOn(fakeSource(), opened.db);
    for (const url of [
      '/api/fixture-difficulty',
      '/api/transfer-planner',
      '/api/captain-candidates',
      '/api/admin/goal-scored-settings',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'upstream_unavailable',
        message: 'The official FPL API is unavailable and no cached copy exists.',
      });
    }
    await app.close();
    await opened.close();
  });
});

describe('the app with a database', () => {
  it('serves the player screens and the season list, the live season included', async () => {
    const [db] = testDatabases();
    const opened = await db!.open();
    const app = await testApp({ fpl: seasonSource(bootstrap(players)), db: opened.db });
    await historyRepository(opened.db).replaceSeason('2023-24', [seasonPlayer(1)], [], { source: 'test' });
    expect((await app.inject({ method: 'GET', url: '/api/seasons' })).json()).toEqual(['2025-26', '2023-24']);
    for (const url of [
      '/api/fixture-difficulty',
      '/api/transfer-planner',
      '/api/captain-candidates',
      '/api/admin/goal-scored-settings',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    await app.close();
    await opened.close();
  });
});
