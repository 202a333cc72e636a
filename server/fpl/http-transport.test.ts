import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpTransport, type HttpTransportOptions } from './http-transport';
import { upstreamError } from './test-support/upstream-error';
import { GAME_UPDATING_PAGE, startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';

let upstream: FakeUpstream;
let delays: number[];

beforeEach(async () => {
  upstream = await startFakeUpstream();
  delays = [];
});
afterEach(() => upstream.close());

function transport(overrides: Partial<HttpTransportOptions> = {}) {
  return createHttpTransport({
    baseUrl: upstream.baseUrl,
    timeoutMs: 2000,
    policy: { retries: 3, baseDelayMs: 100, maxDelayMs: 10_000, maxRetryAfterMs: 10_000 },
    userAgent: 'test-agent',
    now: () => new Date(Date.UTC(2025, 7, 15, 12)),
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });
}

describe('createHttpTransport', () => {
  it('returns the parsed JSON and sends the user agent', async () => {
    upstream.route('fixtures/', { body: [{ id: 1 }] });
    expect(await transport().getJson('fixtures/')).toEqual([{ id: 1 }]);
    expect(upstream.lastHeaders?.['user-agent']).toBe('test-agent');
  });

  it('retries 5xx with growing backoff delays, then succeeds', async () => {
    upstream.route(
      'fixtures/',
      { status: 502 },
      { status: 500 },
      { status: 503, body: 'busy' },
      { body: [] },
    );
    expect(await transport().getJson('fixtures/')).toEqual([]);
    expect(upstream.callsTo('fixtures/')).toBe(4);
    // base 100 ms doubling, jitter factor 1 + 0.5/2 = 1.25
    expect(delays).toEqual([125, 250, 500]);
  });

  it('gives up as unavailable after the retries are used', async () => {
    upstream.route('fixtures/', { status: 500 });
    const err = await upstreamError(transport().getJson('fixtures/'));
    expect(err.kind).toBe('unavailable');
    expect(err.status).toBe(500);
    expect(upstream.callsTo('fixtures/')).toBe(4);
  });

  it('waits as long as Retry-After asks on 429', async () => {
    upstream.route('fixtures/', { status: 429, headers: { 'retry-after': '3' } }, { body: [] });
    expect(await transport().getJson('fixtures/')).toEqual([]);
    expect(delays).toEqual([3000]);
  });

  it('reads Retry-After given as an HTTP date', async () => {
    upstream.route(
      'fixtures/',
      { status: 429, headers: { 'retry-after': 'Fri, 15 Aug 2025 12:00:02 GMT' } },
      { body: [] },
    );
    await transport().getJson('fixtures/');
    expect(delays).toEqual([2000]);
  });

  it('fails at once instead of waiting longer than the Retry-After cap', async () => {
    upstream.route('fixtures/', { status: 429, headers: { 'retry-after': '3600' } }, { body: [] });
    const err = await upstreamError(transport().getJson('fixtures/'));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toContain('3600 s');
    expect(upstream.callsTo('fixtures/')).toBe(1);
    expect(delays).toEqual([]);
  });

  it('reports the 503 "game is being updated" page as updating without retrying', async () => {
    upstream.route('bootstrap-static/', { status: 503, body: GAME_UPDATING_PAGE });
    const err = await upstreamError(transport().getJson('bootstrap-static/'));
    expect(err.kind).toBe('updating');
    expect(upstream.callsTo('bootstrap-static/')).toBe(1);
  });

  it('answers not_found on 404 without retrying', async () => {
    const err = await upstreamError(transport().getJson('entry/5/'));
    expect(err.kind).toBe('not_found');
    expect(upstream.callsTo('entry/5/')).toBe(1);
  });

  it('does not retry other 4xx answers', async () => {
    upstream.route('entry/5/', { status: 403, body: 'forbidden' });
    const err = await upstreamError(transport().getJson('entry/5/'));
    expect([err.kind, err.status]).toEqual(['unavailable', 403]);
    expect(upstream.callsTo('entry/5/')).toBe(1);
  });

  it('reports a 200 answer that is not JSON as invalid_payload', async () => {
    upstream.route('fixtures/', { body: '<html>login</html>' });
    const err = await upstreamError(transport().getJson('fixtures/'));
    expect(err.kind).toBe('invalid_payload');
    expect(upstream.callsTo('fixtures/')).toBe(1);
  });

  it('times out a server that never answers, retrying each attempt', async () => {
    upstream.route('fixtures/', { hang: true });
    // 200 ms rather than less: on a busy test machine a shorter timeout can end an attempt before
    // the request reaches the fake server at all.
    const t = transport({
      timeoutMs: 200,
      policy: { retries: 1, baseDelayMs: 10, maxDelayMs: 100, maxRetryAfterMs: 100 },
    });
    const started = Date.now();
    const err = await upstreamError(t.getJson('fixtures/'));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toContain('timed out after 200 ms');
    expect(upstream.callsTo('fixtures/')).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('retries network errors and names the cause', async () => {
    const closed = upstream.baseUrl;
    await upstream.close();
    const err = await upstreamError(transport({ baseUrl: closed }).getJson('fixtures/'));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toContain('ECONNREFUSED');
    expect(delays).toHaveLength(3);
    upstream = await startFakeUpstream();
  });
});
