import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATA_FRESHNESS_HEADERS } from '@contracts/data-freshness';
import { noteRead } from '../fpl/read-context';
import { installApiCaching } from './caching';
import { installDataFreshness } from './freshness';
import { installSecurityHeaders } from './headers';
import { KEPT_ANSWER_MS, keptAnswers } from './kept-answers';
import { PREPARED_ANSWER, sendPreparedJson } from './prepared-json';
import { statusFastPath } from './status-fast-path';

/**
 * A projection route as the app registers it (prepared bytes, the caching, freshness and security
 * hooks), behind the kept-answer fast path, over real HTTP: how often the service is asked is what
 * the fast path changes.
 */
let app: FastifyInstance;
let port = 0;
let clock = 0;
let dataVersion = 'v1';
let asked = 0;
let stale = false;
let answer: object = { rows: [1, 2, 3], label: 'first' };

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  const fastPath = statusFastPath();
  app = Fastify({ serverFactory: fastPath.serverFactory });
  installSecurityHeaders(app);
  installApiCaching(app);
  installDataFreshness(app);
  const kept = keptAnswers({ nowMs: () => clock, dataVersion: () => dataVersion });
  kept.install(app);
  fastPath.alsoAnswer(kept.answer);
  app.get('/api/projection', PREPARED_ANSWER, async (req, reply) => {
    asked++;
    noteRead({ fetchedAt: new Date('2026-03-01T12:00:00Z'), stale });
    return sendPreparedJson(req, reply, answer);
  });
  app.get('/api/other', async () => {
    asked++;
    return { other: true };
  });
  app.post('/api/settings', async () => ({ saved: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app?.close());
beforeEach(async () => {
  clock += 10 * KEPT_ANSWER_MS;
  asked = 0;
  stale = false;
  answer = { rows: [1, 2, 3], label: `answer ${clock}` };
  await get('/api/settings', {}, 'POST');
});

describe('a kept projection answer', () => {
  it('is sent again as sent, with its headers, without asking the service', async () => {
    const first = await get('/api/projection', { 'accept-encoding': 'br' });
    clock += KEPT_ANSWER_MS / 2;
    const second = await get('/api/projection', { 'accept-encoding': 'br' });
    expect(asked).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    for (const h of [
      'content-encoding',
      'content-type',
      'etag',
      'cache-control',
      'vary',
      'x-content-type-options',
      DATA_FRESHNESS_HEADERS.fetchedAt,
    ]) {
      expect(second.headers[h], h).toBe(first.headers[h]);
    }
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
  });

  it('is kept per Accept-Encoding', async () => {
    await get('/api/projection', { 'accept-encoding': 'br' });
    const plain = await get('/api/projection');
    expect(asked).toBe(2);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(answer);
  });

  it('is asked for again after a second, when the data changes, and after any write', async () => {
    await get('/api/projection');
    clock += KEPT_ANSWER_MS;
    await get('/api/projection');
    expect(asked).toBe(2);
    dataVersion = 'v2';
    await get('/api/projection');
    expect(asked).toBe(3);
    answer = { rows: [], label: 'after a saved setting' };
    await get('/api/settings', {}, 'POST');
    const after = await get('/api/projection');
    expect(asked).toBe(4);
    expect(JSON.parse(after.body.toString('utf8'))).toEqual({ rows: [], label: 'after a saved setting' });
  });

  it('answers a matching If-None-Match with 304 and its tag', async () => {
    const first = await get('/api/projection');
    const again = await get('/api/projection', { 'if-none-match': String(first.headers.etag) });
    expect(asked).toBe(1);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('is never kept when stale, nor for a route not marked for it', async () => {
    stale = true;
    const first = await get('/api/projection');
    expect(first.headers[DATA_FRESHNESS_HEADERS.stale]).toBe('true');
    await get('/api/projection');
    await get('/api/other');
    await get('/api/other');
    expect(asked).toBe(4);
  });
});
