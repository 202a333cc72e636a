import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { testApp } from '../routes/test-support/test-app';
import { fakeSource } from '../routes/test-support/fake-source';
import { preferredEncoding } from './prepared-json';

/** A cached copy that counts how often it is serialised (JSON.stringify calls toJSON once per call). */
function countedCopy(label: string) {
  const copy = {
    serialised: 0,
    data: {
      toJSON: () => {
        copy.serialised += 1;
        return {
          label,
          // Varied like the game's players, so the slow brotli setting packs it smaller than the quick one.
          elements: Array.from({ length: 2000 }, (_, id) => ({
            id,
            web_name: `Player ${id}`,
            team: (id % 20) + 1,
            now_cost: 40 + ((id * 7) % 100),
            form: (((id * 13) % 100) / 10).toFixed(1),
            news: id % 9 ? '' : 'Knock - 75% chance of playing',
          })),
        };
      },
    },
  };
  return copy;
}

let current = countedCopy('first');
let app: FastifyInstance;
beforeAll(async () => {
  const fpl = fakeSource({
    bootstrapStatic: async () => ({
      data: current.data as unknown as BootstrapStatic,
      fetchedAt: new Date(),
      stale: false,
    }),
  });
  app = await testApp({ fpl });
});
afterAll(() => app.close());

const get = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/bootstrap-static', headers });

describe('cached relay bodies', () => {
  it('serialise a cached copy once however often and however encoded it is read, with one tag', async () => {
    current = countedCopy('first');
    const plain = await get();
    const gz = await get({ 'accept-encoding': 'gzip' });
    const br = await get({ 'accept-encoding': 'gzip, br' });
    await get();
    expect(current.serialised).toBe(1);

    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toMatchObject({ label: 'first' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gz.rawPayload)).toEqual(plain.rawPayload);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);
    for (const res of [plain, gz, br]) {
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('give a refreshed copy new bytes and a new tag', async () => {
    current = countedCopy('first');
    const before = await get();
    current = countedCopy('second');
    const after = await get();
    expect(after.json()).toMatchObject({ label: 'second' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answer the first brotli readers at once, later ones with the smaller quality-11 form of the same bytes', async () => {
    current = countedCopy('first');
    const first = await get({ 'accept-encoding': 'br' });
    const plain = await get();
    await vi.waitFor(
      async () => {
        const later = await get({ 'accept-encoding': 'br' });
        expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
        expect(brotliDecompressSync(later.rawPayload)).toEqual(plain.rawPayload);
        expect(later.headers.etag).toBe(first.headers.etag);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(brotliDecompressSync(first.rawPayload)).toEqual(plain.rawPayload);
    expect(current.serialised).toBe(1);
  });

  it('answer a matching If-None-Match with an empty 304 whatever the encoding asked', async () => {
    current = countedCopy('first');
    const etag = String((await get()).headers.etag);
    const res = await get({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and the wildcard', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('GZIP;Q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
