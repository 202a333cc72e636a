import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testApp } from './test-support/test-app';
import { UpstreamError, type FplSource } from '../fpl/source';
import { entryHistorySchema, entrySchema } from '@contracts/fpl/index';
import { fakeSource } from './test-support/fake-source';
import * as p from './test-support/payloads';
import { listenRaw, type RawResponse } from './test-support/raw-http';
import { snapshotApp, UNKNOWN_ID, type SnapshotApp } from './test-support/snapshot';

/** Every endpoint with an id, as a function of the raw path segment. */
const ID_ENDPOINTS = [
  (id: string) => `/api/manager/${id}`,
  (id: string) => `/api/manager/${id}/history`,
  (id: string) => `/api/manager/${id}/leagues`,
  (id: string) => `/api/manager/${id}/team`,
  (id: string) => `/api/leagues-classic/${id}/standings`,
  (id: string) => `/api/leagues/${id}/analyze`,
];
const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1e9',
  '..%2Fx',
  '%2E%2E',
  '99999999999999999999',
  '1.5',
  '%20%31',
  '0x10',
];
const ALL_ENDPOINTS = ['/api/bootstrap-static', '/api/fixtures', ...ID_ENDPOINTS.map((f) => f('1'))];

const app = (fpl: FplSource) =>
  buildApp({ fpl, sourceSelection: { selectedBy: 'auto', reason: null }, database: { kind: 'postgres' } });

describe('bad ids', () => {
  let s: SnapshotApp;
  let raw: (path: string) => Promise<RawResponse>;
  beforeAll(async () => {
    s = await snapshotApp();
    raw = await listenRaw(s.app);
  });
  afterAll(() => s.close());

  for (const endpoint of ID_ENDPOINTS) {
    it(`rejects every malformed id on ${endpoint(':id')} with 400 invalid_id`, async () => {
      const label = endpoint(':id').includes('manager') ? 'Manager ID' : 'League ID';
      for (const id of BAD_IDS) {
        const res = await raw(endpoint(id));
        expect({ id, status: res.status }).toEqual({ id, status: 400 });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(res.body)).toEqual({
          error: 'invalid_id',
          message: `${label} must be a positive whole number`,
        });
      }
      const tooBig = await raw(endpoint('2147483648'));
      expect(tooBig.status).toBe(400);
      expect(JSON.parse(tooBig.body)).toEqual({
        error: 'invalid_id',
        message: `${label} must be at most 2147483647`,
      });
    });
  }

  it('answers 404 for an unknown manager on every manager endpoint', async () => {
    for (const endpoint of ID_ENDPOINTS.slice(0, 4)) {
      const res = await s.app.inject({ method: 'GET', url: endpoint(String(UNKNOWN_ID)) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: `Manager ${UNKNOWN_ID} not found` });
    }
  });

  it('answers 404 for an unknown league on both league endpoints', async () => {
    for (const endpoint of ID_ENDPOINTS.slice(4)) {
      const res = await s.app.inject({ method: 'GET', url: endpoint(String(UNKNOWN_ID)) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: `League ${UNKNOWN_ID} not found` });
    }
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'There is no API endpoint GET /api/nope.' });
  });
});

describe('upstream failures', () => {
  let down: FastifyInstance;
  beforeAll(async () => {
    down = await app(fakeSource());
  });
  afterAll(() => down.close());

  it('answers 503 upstream_unavailable on every endpoint when upstream is down with no cache', async () => {
    for (const url of ALL_ENDPOINTS) {
      const res = await down.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
      expect(res.json()).toEqual({
        error: 'upstream_unavailable',
        message: 'The official FPL API is unavailable and no cached copy exists.',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('still answers /api/status, with nulls, when upstream is down', async () => {
    const res = await down.inject({ method: 'GET', url: '/api/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: { kind: 'live', location: 'https://fantasy.example.test/api/', selectedBy: 'auto' },
      season: null,
      currentGameweek: null,
      lastFetchedAt: null,
      database: { kind: 'postgres' },
    });
  });

  /** GET /api/fixtures on an app whose source's fixtures read throws `err`: the status and body sent. */
  const fixturesFailingWith = async (err: UpstreamError) => {
    const failing = await app(fakeSource({ fixtures: () => Promise.reject(err) }));
    const res = await failing.inject({ method: 'GET', url: '/api/fixtures' });
    await failing.close();
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('answers 503 upstream_updating while the game is being updated', async () => {
    expect(
      await fixturesFailingWith(new UpstreamError('updating', 'HTTP 503 game updating page', 503)),
    ).toEqual({
      status: 503,
      body: {
        error: 'upstream_updating',
        message: 'The official FPL game is being updated. Try again in a few minutes.',
      },
    });
  });

  it('answers 502 upstream_invalid when upstream sends an unexpected shape', async () => {
    const invalid = new UpstreamError(
      'invalid_payload',
      'fixtures/ failed validation at 0.id: expected number',
    );
    expect(await fixturesFailingWith(invalid)).toEqual({
      status: 502,
      body: { error: 'upstream_invalid', message: 'The official FPL API sent data in an unexpected shape.' },
    });
  });

  it('answers 502 when upstream names a gameweek that cannot exist (current_event 39), not 400 invalid_id', async () => {
    const fetched = <T>(data: T) => ({ data, fetchedAt: new Date(), stale: false });
    const odd = await app(
      fakeSource({
        entry: async (id) => fetched(entrySchema.parse(p.entry(id, 39))),
        entryHistory: async () => fetched(entryHistorySchema.parse({ current: [], past: [], chips: [] })),
      }),
    );
    const res = await odd.inject({ method: 'GET', url: '/api/manager/7/team' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'upstream_invalid' });
    await odd.close();
  });

  it('logs one upstream failure once, without a stack, however many requests were waiting on it', async () => {
    const lines: string[] = [];
    const failure = new UpstreamError('unavailable', 'GET bootstrap-static/: HTTP 500 after 3 attempts');
    const logged = await testApp({
      fpl: fakeSource({ bootstrapStatic: () => Promise.reject(failure) }),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    for (let i = 0; i < 20; i++) {
      expect((await logged.inject({ method: 'GET', url: '/api/bootstrap-static' })).statusCode).toBe(503);
    }
    const upstreamLines = lines.filter((line) => line.includes('HTTP 500 after 3 attempts'));
    expect(upstreamLines).toHaveLength(1);
    expect(upstreamLines[0]).not.toMatch(/"stack"/);
    await logged.close();
  });

  it('answers 500 with a generic message and no stack for an unexpected exception', async () => {
    const broken = await app(
      fakeSource({
        bootstrapStatic: async () => {
          throw new TypeError('Cannot read properties of undefined (reading secret_internal_detail)');
        },
      }),
    );
    for (const url of ['/api/bootstrap-static', '/api/status']) {
      const res = await broken.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'internal',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(res.body).not.toMatch(/secret_internal_detail|TypeError|at /);
    }
    await broken.close();
  });
});
