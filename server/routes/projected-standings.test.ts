import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectedStandingsResponseSchema, type StandingsBacktest } from '@contracts/api/projected-standings';
import type { FplFixture } from '@contracts/fpl/index';
import { forecastMatch } from '@engine/match-model';
import { createStandingsService } from '../services/projections/standings';
import { bootstrap, fixtures, seasonSource } from '../services/test-support/small-season';
import { stubProjections } from '../services/test-support/stub-projections';
import { registerStandingsRoutes } from './projected-standings';
import { routeApp } from './test-support/route-app';

/**
 * The small season (4 clubs; GW1-2 finished, every finished match a 1-0 home win; GW3 current) over
 * a fake model: either every remaining match ends 2-0 to the home side, or odds that follow the
 * clubs' codes.
 */
let certain = true;
let current = 3;
let fixtureList: FplFixture[] = fixtures();
let stored: StandingsBacktest | null = null;
/** Reads of the stored backtest (a database read in the app). */
let backtestReads = 0;
let app: FastifyInstance;

const HOME_WINS_2_0 = [
  [0, 0, 0],
  [0, 0, 0],
  [1, 0, 0],
];

beforeAll(async () => {
  const projections = stubProjections({
    fpl: {
      ...seasonSource(bootstrap([])),
      bootstrapStatic: async () => ({ data: bootstrap([], current), fetchedAt: new Date(0), stale: false }),
      fixtures: async () => ({ data: fixtureList, fetchedAt: new Date(0), stale: false }),
    },
    engine: {
      fit: () => ({}),
      odds: (_model, f) => {
        const odds = forecastMatch({ home: 0.5 + f.homeClub / 10, away: 0.3 + f.awayClub / 10 }, 0);
        return certain ? { ...odds, scores: HOME_WINS_2_0 } : odds;
      },
    },
  });
  const standings = createStandingsService({
    season: projections.season,
    latestBacktest: async () => {
      backtestReads++;
      return stored;
    },
    runs: 4_000,
  });
  app = await routeApp((app) => {
    registerStandingsRoutes(app, standings);
  });
});
afterAll(() => app.close());

const get = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/projected-standings' });
  expect(res.statusCode).toBe(200);
  return { body: res.body, json: projectedStandingsResponseSchema.parse(res.json()) };
};

describe('GET /api/projected-standings', () => {
  it('works the answer out once for 200 requests arriving together, and sends each the same bytes', async () => {
    await get();
    backtestReads = 0;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => app.inject({ method: 'GET', url: '/api/projected-standings' })),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    // Each request read the database and hashed its inputs: 200 reads at 200 connections.
    expect(backtestReads).toBeLessThanOrEqual(2);
  });

  it('adds the remaining matches to the results so far: a table worked out by hand', async () => {
    certain = true;
    const { json } = await get();
    expect(json).toMatchObject({ season: '2025-26', current_gameweek: 3, backtest: null });
    expect(json.simulation.runs).toBe(4_000);
    // Played: each club one 1-0 win and one 0-1 defeat. To play, all won 2-0 at home: ARS beat MCI
    // and SUN, lose at LIV; LIV beat SUN and ARS, lose at MCI; MCI beat LIV; SUN beat MCI.
    expect(
      json.rows.map((r) => [
        r.position,
        r.short_name,
        r.points,
        r.wins,
        r.losses,
        r.goals_for,
        r.goals_against,
        r.goal_difference,
        `${r.actual_games} + ${r.projected_games}`,
      ]),
    ).toEqual([
      [1, 'ARS', 9, 3, 2, 5, 3, 2, '2 + 3'],
      [2, 'LIV', 9, 3, 2, 5, 3, 2, '2 + 3'],
      [3, 'MCI', 6, 2, 3, 3, 5, -2, '2 + 3'],
      [4, 'SUN', 6, 2, 3, 3, 5, -2, '2 + 3'],
    ]);
    expect(json.rows[0]!.actual).toEqual({
      wins: 1,
      draws: 0,
      losses: 1,
      goals_for: 1,
      goals_against: 1,
      points: 3,
    });
    // ARS and LIV finish level on everything in every season: the lot shares the title.
    const [ars, liv, mci] = json.rows;
    expect(Math.abs(ars!.title_probability - 0.5)).toBeLessThan(0.04);
    expect(ars!.title_probability + liv!.title_probability).toBeCloseTo(1, 3);
    expect(mci!.title_probability).toBe(0);
    expect(mci!.position_probabilities[2]! + mci!.position_probabilities[3]!).toBeCloseTo(1, 3);
  });

  it('answers the same bytes when asked again, and moves when a result comes in', async () => {
    certain = false;
    const first = await get();
    expect((await get()).body).toBe(first.body);
    for (const r of first.json.rows) {
      expect(r.position_probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 3);
      expect(r.played).toBe(5);
    }
    fixtureList = fixtures().map((f) =>
      f.event === 3 ? { ...f, finished: true, team_h_score: 0, team_a_score: 4 } : f,
    );
    const next = await get();
    expect(next.json.simulation.data_version).not.toBe(first.json.simulation.data_version);
    expect(next.json.simulation.seed).toBe(first.json.simulation.seed);
    expect(next.json.rows.map((r) => r.actual_games)).toEqual([3, 3, 3, 3]);
    fixtureList = fixtures();
  });

  it('shows gameweek 2 before the season, and the stored backtest', async () => {
    current = 0;
    stored = {
      measured_at: '2026-11-23T17:00:00.000Z',
      seasons: ['2025-26'],
      runs: 10_000,
      checkpoints: [
        {
          gameweek: 10,
          clubs: 20,
          points_mae: 8,
          baseline_points_mae: 11,
          top4_brier: 0.08,
          relegation_brier: 0.07,
        },
      ],
    };
    const { json } = await get();
    expect(json.current_gameweek).toBe(2);
    expect(json.backtest).toEqual(stored);
    current = 3;
    stored = null;
  });
});
