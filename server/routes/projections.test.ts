import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchModelResponseSchema } from '@contracts/api/match-model';
import { projectedGoalsCsResponseSchema, resultsProjectionsResponseSchema } from '@contracts/api/projections';
import {
  teamAssistProjectionsResponseSchema,
  teamCsProjectionsResponseSchema,
  teamProjectionsCombinedResponseSchema,
} from '@contracts/api/team-projections';
import type { FplFixture } from '@contracts/fpl/index';
import type { PlayedMatch } from '@engine/match-model';
import { odds } from '@engine/projections/testing/season';
import { bootstrap, fixtures, seasonSource } from '../services/test-support/small-season';
import { stubProjections } from '../services/test-support/stub-projections';
import { registerProjectionRoutes } from './projections';
import { routeApp } from './test-support/route-app';

/**
 * The small season (4 clubs, GW1-2 finished, GW3 current, GW4 a double for ARS and SUN, GW5 a blank
 * for ARS) over a fake match history and a fake model whose odds follow the clubs' codes.
 */
const calls = { bootstrap: 0, fixtures: 0, played: [] as number[], fits: 0 };
let fixtureList: FplFixture[] = fixtures();
let app: FastifyInstance;

beforeAll(async () => {
  const base = seasonSource(bootstrap([]));
  const service = stubProjections({
    fpl: {
      ...base,
      bootstrapStatic: () => (calls.bootstrap++, base.bootstrapStatic()),
      fixtures: async () => (calls.fixtures++, { data: fixtureList, fetchedAt: new Date(0), stale: false }),
    },
    history: {
      played: async (asOfMs: number): Promise<PlayedMatch[]> => (calls.played.push(asOfMs), []),
    },
    engine: {
      fit: () => (calls.fits++, { fit: calls.fits }),
      // Stronger the higher the code: LIV (12) beats ARS (1) at home, MCI v SUN ...
      // The score matrix is read by the standings only (a 0-0 certainty here).
      odds: (_model, f) => ({ ...odds(0.5 + f.homeClub / 10, 0.3 + f.awayClub / 10), scores: [[1]] }),
    },
  });
  app = await routeApp((app) => {
    registerProjectionRoutes(app, service);
  });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

const ENDPOINTS = [
  ['/api/projected-goals-cs', projectedGoalsCsResponseSchema],
  ['/api/results-projections', resultsProjectionsResponseSchema],
  ['/api/team-projections-combined', teamProjectionsCombinedResponseSchema],
  ['/api/team-assist-projections', teamAssistProjectionsResponseSchema],
  ['/api/team-cs-projections', teamCsProjectionsResponseSchema],
] as const;

describe('projection endpoints', () => {
  it.each(ENDPOINTS)('%s answers its contract and the same bytes when asked again', async (url, schema) => {
    const first = await get(`${url}?start_gw=1&end_gw=5`);
    expect(first.statusCode).toBe(200);
    expect(() => schema.parse(first.json())).not.toThrow();
    expect((await get(`${url}?start_gw=1&end_gw=5`)).body).toBe(first.body);
  });

  it.each([
    ['start_gw=0', 'start_gw'],
    ['end_gw=39', 'end_gw'],
    ['start_gw=3.5', 'start_gw'],
    ['team=21', 'team'],
    ['team=abc', 'team'],
    ['start_gw=9&end_gw=8', 'end_gw'],
    ['start_gw=2&start_gw=3', 'start_gw'],
  ])('?%s is a 400 JSON error naming %s', async (query, field) => {
    for (const [url] of ENDPOINTS) {
      const res = await get(`${url}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining(field) });
    }
  });

  it('refuses a club that is not in this season, and an end before the default start', async () => {
    const other = await get('/api/team-cs-projections?team=5');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      error: 'bad_request',
      message: 'team 5 is not a club of this season',
    });
    expect((await get('/api/results-projections?end_gw=2')).statusCode).toBe(400);
  });

  it('opens on the gameweek being played: one for the match lists, six for the team tables', async () => {
    const matches = projectedGoalsCsResponseSchema.parse((await get('/api/projected-goals-cs')).json());
    expect([matches.start_gw, matches.end_gw, matches.default_start_gw, matches.default_end_gw]).toEqual([
      3, 3, 3, 3,
    ]);
    expect(matches.gameweeks.map((g) => g.matches.length)).toEqual([2]);
    const table = teamCsProjectionsResponseSchema.parse(
      (await get('/api/team-cs-projections?start_gw=4')).json(),
    );
    expect([table.start_gw, table.end_gw, table.default_start_gw, table.default_end_gw]).toEqual([
      4, 9, 3, 8,
    ]);
    expect(table.teams.map((t) => t.short_name)).toEqual(['ARS', 'LIV', 'MCI', 'SUN']);
  });

  it('shows finished fixtures with their scores and upcoming ones projected', async () => {
    const body = resultsProjectionsResponseSchema.parse(
      (await get('/api/results-projections?start_gw=2&end_gw=3')).json(),
    );
    expect(
      body.matches.map((m) => [m.gameweek, m.finished, m.actual_home_score, m.actual_away_score]),
    ).toEqual([
      [2, true, 1, 0],
      [2, true, 1, 0],
      [3, false, null, null],
      [3, false, null, null],
    ]);
  });

  it("sums ARS's double gameweek, leaves its blank empty, and balances league goals", async () => {
    const body = teamProjectionsCombinedResponseSchema.parse(
      (await get('/api/team-projections-combined?start_gw=4&end_gw=5&team=1')).json(),
    );
    const [ars] = body.goals_scored;
    // GW4: at LIV 0.3 + 1/10, at home to SUN 0.5 + 1/10.
    expect(ars!.gameweeks.map((c) => [c.value, c.match_count])).toEqual([
      [1, 2],
      [null, 0],
    ]);
    expect(body.goals_against.map((r) => r.team_short)).toEqual(['ARS']);
    expect(body.total_goals_scored).toBe(body.total_goals_against);
    expect(body.perfect_balance).toBe(true);
  });

  it('says the backtest is not measured yet, without naming a command', async () => {
    const body = matchModelResponseSchema.parse((await get('/api/match-model')).json());
    expect(body).toMatchObject({ backtest: null });
    expect(JSON.stringify(body)).not.toContain('npm');
  });
});

describe('model fits and upstream reads', () => {
  it('fits once per data version, looking from just after the last finished kick-off', async () => {
    const before = { ...calls, played: [...calls.played] };
    await Promise.all(ENDPOINTS.map(([url]) => get(url)));
    expect(calls.fits - before.fits).toBe(0);
    // Every request read the base data and the fixtures once.
    expect(calls.bootstrap - before.bootstrap).toBe(ENDPOINTS.length);
    expect(calls.fixtures - before.fixtures).toBe(ENDPOINTS.length);

    const lastFinished = fixtureList.filter((f) => f.finished).map((f) => Date.parse(f.kickoff_time!));
    const firstKickoff = (gw: number) =>
      Math.min(...fixtureList.filter((f) => f.event === gw).map((f) => Date.parse(f.kickoff_time!)));
    // The current fit, then one as of each played gameweek's first kick-off (the predicted scores
    // shown before kick-off).
    expect(calls.played).toEqual([Math.max(...lastFinished) + 1, firstKickoff(1), firstKickoff(2)]);
    expect(calls.fits).toBe(3);

    // GW3's first match finishes: a new data version, one new current fit for every endpoint and one
    // as of GW3's first kick-off; GW1's and GW2's stay.
    fixtureList = fixtureList.map((f) =>
      f.event === 3 && f.team_h === 1 ? { ...f, finished: true, team_h_score: 2, team_a_score: 2 } : f,
    );
    await Promise.all(ENDPOINTS.map(([url]) => get(url)));
    expect(calls.fits).toBe(5);
    const body = resultsProjectionsResponseSchema.parse((await get('/api/results-projections')).json());
    expect(body.matches[0]).toMatchObject({ finished: true, actual_home_score: 2, actual_away_score: 2 });
  });
});
