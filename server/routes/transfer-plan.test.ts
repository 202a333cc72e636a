import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferPlanQuery } from '@contracts/api/transfer-plan';
import { notFound } from '../http/api-error';
import { registerTransferPlanRoutes } from './transfer-plan';
import { routeApp } from './test-support/route-app';

const asked: [number, TransferPlanQuery][] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await routeApp((app) => {
    registerTransferPlanRoutes(app, async (id, q) => {
      if (id === 404) throw notFound('Manager 404 not found');
      asked.push([id, q]);
      return { id } as never;
    });
  });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/manager/:id/transfer-plan', () => {
  it('passes the parsed options to the service', async () => {
    const res = await get(
      '/api/manager/25029/transfer-plan?horizon=4&max_hits=1&keep=7,12&avoid=&chip=3xc&chip_gw=31',
    );
    expect(res.statusCode).toBe(200);
    expect(asked.at(-1)).toEqual([
      25029,
      { horizon: 4, max_hits: 1, keep: [7, 12], avoid: [], chip: '3xc', chip_gw: 31 },
    ]);
  });

  it.each([
    ['horizon=0', 'horizon must be a whole number from 1 to 6'],
    ['', 'horizon must be a whole number from 1 to 6'],
    ['horizon=7', 'horizon must be a whole number from 1 to 6'],
    ['horizon=2&max_hits=-1', 'max_hits must be a whole number from 0 to 20'],
    ['horizon=2&keep=1,x', 'keep must be up to 15 player ids separated by commas'],
    ['horizon=2&chip=wildcard', 'chip and chip_gw go together'],
    ['horizon=2&chip=bench&chip_gw=30', 'chip must be one of wildcard, freehit, bboost, 3xc'],
  ])('?%s is a 400 saying what is wrong', async (query, message) => {
    const res = await get(`/api/manager/25029/transfer-plan?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining(message) });
  });

  it('a bad manager id is a 400, an unknown manager a 404', async () => {
    expect((await get('/api/manager/abc/transfer-plan?horizon=1')).statusCode).toBe(400);
    expect((await get('/api/manager/404/transfer-plan?horizon=1')).statusCode).toBe(404);
  });
});
