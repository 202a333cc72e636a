import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openfplMetricsSchema,
  openfplProjectionsSchema,
  type OpenfplProjection,
} from '@contracts/api/openfpl';
import { metricsResponse } from '../services/openfpl/metrics';
import type { OpenfplService } from '../services/openfpl/service';
import { registerOpenfplRoutes } from './openfpl';
import { routeApp } from './test-support/route-app';

/** A projection per horizon asked, so the test sees which horizon reached the service. */
const projection = (horizon: number): OpenfplProjection => ({
  player_id: 7,
  player_name: 'Saka',
  team_name: 'Arsenal',
  position: 'MID',
  horizon,
  gameweek: 19 + horizon,
  predicted_points: 5.1,
  predicted_goals: 0.31,
  predicted_assists: 0.27,
  predicted_minutes: 78.5,
  current_price: 10.1,
  ownership_percentage: 35.2,
  ensemble_confidence: null,
});

const asked: number[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const service: OpenfplService = {
    projections: async (horizon) => (asked.push(horizon), [projection(horizon)]),
    metrics: async () => metricsResponse(null),
  };
  app = await routeApp((app) => {
    registerOpenfplRoutes(app, service);
  });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/openfpl-projections', () => {
  it('passes the horizon to the service, with or without gameweek=all', async () => {
    const res = await get('/api/openfpl-projections?horizon=3&gameweek=all');
    expect(res.statusCode).toBe(200);
    expect(openfplProjectionsSchema.parse(res.json())[0]?.horizon).toBe(3);
    expect((await get('/api/openfpl-projections?horizon=6')).json()[0].gameweek).toBe(25);
    expect(asked).toEqual([3, 6]);
  });

  it.each([
    ['horizon=0', 'horizon'],
    ['horizon=7', 'horizon'],
    ['horizon=1.5', 'horizon'],
    ['horizon=abc', 'horizon'],
    ['', 'horizon'],
    ['horizon=2&gameweek=5', 'gameweek'],
  ])('answers 400 bad_request naming the field for %s', async (query, field) => {
    const before = asked.length;
    const res = await get(`/api/openfpl-projections?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
    expect(res.json().message).toContain(`${field}:`);
    expect(asked.length).toBe(before);
  });
});

describe('GET /api/openfpl-metrics', () => {
  it('answers nulls and says in words when figures will show before a backtest is stored', async () => {
    const res = await get('/api/openfpl-metrics');
    expect(res.statusCode).toBe(200);
    const body = openfplMetricsSchema.parse(res.json());
    expect(body.rmse_overall).toBeNull();
    expect(body.accuracy_rate).toBeNull();
    expect(body.last_updated).toBeNull();
    // In a manager's words: what is measured and when it shows, never a command.
    expect(body.message).toMatch(/^Not measured yet: the figures appear/);
    expect(body.message).not.toMatch(/npm|backtest-points/);
  });
});
