import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpTransport, type HttpTransportOptions } from './http-transport';
import { DEFAULT_RETRY_POLICY } from './retry-policy';
import { startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';

// The measured defects: Retry-After 120 to 50 requests made 50 upstream calls, 500 to 50 sequential
// requests made 150, and 300 distinct unknown ids made 300 concurrent upstream calls.
let upstream: FakeUpstream;
let t: number;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  t = Date.UTC(2025, 7, 15, 12);
});
afterEach(() => upstream.close());

function transport(overrides: Partial<HttpTransportOptions> = {}) {
  return createHttpTransport({
    baseUrl: upstream.baseUrl,
    timeoutMs: 2000,
    policy: DEFAULT_RETRY_POLICY,
    userAgent: 'test-agent',
    now: () => new Date(t),
    sleep: async () => {},
    random: () => 0,
    ...overrides,
  });
}

const settle = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => e,
  );

describe('upstream back-off memory', () => {
  it('remembers Retry-After: 50 requests while it runs make one upstream call', async () => {
    upstream.route('fixtures/', { status: 429, headers: { 'retry-after': '120' } }, { body: [] });
    const http = transport();
    for (let i = 0; i < 50; i++) await settle(http.getJson('fixtures/'));
    expect(upstream.callsTo('fixtures/')).toBe(1);
    t += 120_000;
    expect(await http.getJson('fixtures/')).toEqual([]);
  });

  it('opens the circuit: 50 sequential requests to a failing upstream make a handful of calls', async () => {
    upstream.route('fixtures/', { status: 500 });
    const http = transport({ breakerFailures: 5, breakerOpenMs: 30_000 });
    const errors = [];
    for (let i = 0; i < 50; i++) errors.push(await settle(http.getJson('fixtures/')));
    expect(upstream.callsTo('fixtures/')).toBe(5);
    expect(errors.every((e) => (e as { kind?: string }).kind === 'unavailable')).toBe(true);
  });

  it('probes once after the open time and closes the circuit when upstream is back', async () => {
    upstream.route('fixtures/', { status: 500 }, { status: 500 }, { body: [1] });
    const http = transport({
      breakerFailures: 2,
      breakerOpenMs: 30_000,
      policy: { ...DEFAULT_RETRY_POLICY, retries: 0 },
    });
    await settle(http.getJson('fixtures/'));
    await settle(http.getJson('fixtures/'));
    await settle(http.getJson('fixtures/'));
    expect(upstream.callsTo('fixtures/')).toBe(2);
    t += 30_000;
    expect(await http.getJson('fixtures/')).toEqual([1]);
    expect(await http.getJson('fixtures/')).toEqual([1]);
    expect(upstream.callsTo('fixtures/')).toBe(4);
  });

  it('keeps 300 requests for distinct unknown ids to a few concurrent upstream calls', async () => {
    let open = 0;
    let most = 0;
    const server = createServer((_req, res) => {
      open++;
      most = Math.max(most, open);
      setTimeout(() => {
        open--;
        res.writeHead(404).end();
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const http = transport({
        baseUrl: `http://127.0.0.1:${port}/api/`,
        maxConcurrent: 8,
        maxQueued: 500,
        maxQueuedPerClient: 500,
      });
      const results = await Promise.all(
        Array.from({ length: 300 }, (_, i) => settle(http.getJson(`entry/${i + 1}/`))),
      );
      expect(results.every((e) => (e as { kind?: string }).kind === 'not_found')).toBe(true);
      expect(most).toBeLessThanOrEqual(8);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
