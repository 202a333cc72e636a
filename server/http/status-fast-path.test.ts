import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testApp } from '../routes/test-support/test-app';
import { memorySource } from '../routes/test-support/memory-source';
import { bootstrap } from '../routes/test-support/payloads';

let app: FastifyInstance | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
  app = undefined;
});

/** The app listening on a free port, counting the requests Fastify itself handled. */
async function listening() {
  const source = memorySource({ 'bootstrap-static.json': bootstrap() });
  app = await testApp({ fpl: source.source });
  const seen = { byFastify: 0 };
  app.addHook('onRequest', (_request, _reply, done) => {
    seen.byFastify += 1;
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = async (path: string, init?: RequestInit) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
    const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
    return { status: res.status, headers, body: await res.text() };
  };
  return { get, seen, source };
}

describe('the status poll before the framework', () => {
  it('answers a repeated poll with the same bytes and headers as the route, without Fastify', async () => {
    const { get, seen } = await listening();
    // The status answer is reused for half a second: the clock stands still so that a busy machine's
    // slow second request still falls inside it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const byRoute = await get('/api/status');
    expect(seen.byFastify).toBe(1);
    const byFastPath = await get('/api/status');
    expect(seen.byFastify).toBe(1);

    expect(byRoute.status).toBe(200);
    expect(JSON.parse(byRoute.body)).toMatchObject({ currentGameweek: expect.any(Number) });
    expect(byFastPath).toEqual(byRoute);
    expect(byFastPath.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('leaves to Fastify other methods, query strings, and a poll after the data changed', async () => {
    const { get, seen, source } = await listening();
    await get('/api/status');
    await get('/api/status?x=1');
    await get('/api/status', { method: 'HEAD' });
    expect(seen.byFastify).toBe(3);
    source.state.files = { 'bootstrap-static.json': bootstrap() };
    await get('/api/status');
    expect(seen.byFastify).toBe(4);
  });
});
