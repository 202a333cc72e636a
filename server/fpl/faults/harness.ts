import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import { DATA_FRESHNESS_HEADERS } from '@contracts/data-freshness';
import { apiErrorSchema } from '@contracts/errors';
import { testApp } from '../../routes/test-support/test-app';
import type { Database } from '../../db/client';
import { createLiveSource } from '../live-source';
import { LEAGUE, MANAGER, startFaultUpstream, type FaultUpstream } from './fault-upstream';

/** Every API route that relays or reads the official game without the database. */
export const RELAYED_URLS = [
  '/api/bootstrap-static',
  '/api/fixtures',
  `/api/manager/${MANAGER}`,
  `/api/manager/${MANAGER}/history`,
  `/api/manager/${MANAGER}/leagues`,
  `/api/manager/${MANAGER}/team`,
  `/api/leagues-classic/${LEAGUE}/standings`,
  `/api/leagues/${LEAGUE}/analyze`,
];

/**
 * Short settings so the whole matrix runs in seconds; the production defaults scale them up. Two
 * attempts of `timeoutMs` take longer than the bound, so waiting for the retry cycle fails the tests.
 */
export const TIMING = { timeoutMs: 1_000, staleAnswerMs: 100, deadlineMs: 400 };
/** What "bounded" means here: the deadline plus room for a loaded test machine. */
export const BOUND_MS = TIMING.deadlineMs + 800;

export interface FaultRig {
  upstream: FaultUpstream;
  app: FastifyInstance;
  /** Moves the app's clock (cache ages, pauses, the circuit breaker); deadlines use real time. */
  advance(ms: number): void;
  get(url: string): Promise<Answer>;
  close(): Promise<void>;
}

export interface Answer {
  url: string;
  status: number;
  ms: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
}

/**
 * `db`: the database for the routes that also read it (they are left out without one). `timing`
 * overrides TIMING (routes that read the database first need a longer deadline on a cold start).
 */
export async function startRig(db?: Database, timing: Partial<typeof TIMING> = {}): Promise<FaultRig> {
  const upstream = await startFaultUpstream();
  let t = Date.UTC(2025, 8, 20, 12);
  const now = () => new Date(t);
  const fpl = createLiveSource({
    baseUrl: upstream.baseUrl,
    ...TIMING,
    ...timing,
    retries: 1,
    now,
    sleep: async () => {},
    random: () => 0,
  });
  const app = await testApp({ fpl, db, now });
  return {
    upstream,
    app,
    advance: (ms) => (t += ms),
    async get(url) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url });
      const ms = performance.now() - started;
      return { url, status: res.statusCode, ms, headers: res.headers, body: res.json() };
    },
    async close() {
      await app.close();
      await upstream.close();
    },
  };
}

/** `startRig` for the tests of one file: every rig it starts is closed after the test that started it. */
export function rigPerTest(): typeof startRig {
  let open: FaultRig[] = [];
  afterEach(async () => {
    await Promise.all(open.map((rig) => rig.close()));
    open = [];
  });
  return async (...args) => {
    const rig = await startRig(...args);
    open.push(rig);
    return rig;
  };
}

export const isStale = (a: Answer) => a.headers[DATA_FRESHNESS_HEADERS.stale] === 'true';

/** No 500, an answer within the bound, and any error as clean `{ error, message }` JSON not to be cached. */
export function expectWellBehaved(a: Answer, boundMs = BOUND_MS): void {
  expect(a.status, `${a.url} answered ${a.status}`).not.toBe(500);
  expect(a.ms, `${a.url} took ${Math.round(a.ms)} ms`).toBeLessThan(boundMs);
  if (a.status >= 400) {
    expect(apiErrorSchema.safeParse(a.body).success, `${a.url} error body`).toBe(true);
    expect(a.headers['cache-control']).toBe('no-store');
  }
}

/** A stale copy is flagged, dated and kept out of every cache. */
export function expectMarkedStale(a: Answer): void {
  expect(a.status, `${a.url} answered ${a.status}`).toBe(200);
  expect(isStale(a), `${a.url} is marked stale`).toBe(true);
  expect(a.headers[DATA_FRESHNESS_HEADERS.fetchedAt]).toEqual(expect.any(String));
  expect(a.headers['cache-control']).toBe('no-store');
  expect(a.headers.etag).toBeUndefined();
}

/** Asks again (moving the clock past pauses and open circuits) until every URL answers fresh. */
export async function expectRecovery(rig: FaultRig, urls: string[]): Promise<void> {
  rig.upstream.mode = 'normal';
  const pending = new Set(urls);
  for (let round = 0; round < 20 && pending.size > 0; round++) {
    // Time passes: refreshes still failing from the fault may have opened the circuit again.
    rig.advance(60_000);
    const answers = await Promise.all([...pending].map((url) => rig.get(url)));
    for (const a of answers) if (a.status === 200 && !isStale(a)) pending.delete(a.url);
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect([...pending], 'URLs still not answering fresh after upstream recovered').toEqual([]);
}
