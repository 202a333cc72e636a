import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, writeFiles } from '../fpl/test-support/temp-dir';
import { MANAGER, snapshotApp, type SnapshotApp } from '../routes/test-support/snapshot';
import type { Status } from '@contracts/status';
import { CONTENT_SECURITY_POLICY } from './headers';

// Big enough to be compressed (1 KB); the build (tools/precompress) writes .br and .gz copies of the first only.
const BIG_SCRIPT = `export const ids = [${Array.from({ length: 400 }, (_, i) => i).join(', ')}];`;
const UNCOPIED_SCRIPT = `export const names = [${Array.from({ length: 400 }, (_, i) => `"p${i}"`).join(', ')}];`;

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';
// What the build lists for the pages (tools/page-preloads): the status line on every page, one screen's chunk.
const PRELOADS = {
  shell: ['/assets/status-5c6d7e.js'],
  routes: { '/my-team': ['/assets/my-team-8f9e0d.js'] },
};

let s: SnapshotApp;
let spa: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  spa = await makeTempDir('spa');
  await writeFiles(spa.dir, {
    'index.html': INDEX_HTML,
    '.vite/page-preloads.json': PRELOADS,
    'assets/app-3f2a1b.js': 'console.log("app");',
    'favicon.svg': '<svg/>',
    'assets/big-9a8b7c.js': BIG_SCRIPT,
    'assets/uncopied-1d2e3f.js': UNCOPIED_SCRIPT,
  });
  await writeFile(path.join(spa.dir, 'assets/big-9a8b7c.js.br'), brotliCompressSync(BIG_SCRIPT));
  await writeFile(path.join(spa.dir, 'assets/big-9a8b7c.js.gz'), gzipSync(BIG_SCRIPT, { level: 9 }));
  s = await snapshotApp({ staticDir: spa.dir });
  // A body-accepting route, to see how a malformed JSON body is answered (later issues add real ones).
  s.app.post('/api/echo', async (req) => req.body);
});
afterAll(async () => {
  await s.close();
  await spa.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url, headers });

describe('caching', () => {
  it('marks relayed data public for a minute with a weak ETag, and answers If-None-Match with 304', async () => {
    const first = await get(`/api/manager/${MANAGER}/history`);
    expect(first.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);

    const again = await get(`/api/manager/${MANAGER}/history`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const strongForm = etag.slice(2);
    const weak = await get(`/api/manager/${MANAGER}/history`, { 'if-none-match': `"other", ${strongForm}` });
    expect(weak.statusCode).toBe(304);
    const stale = await get(`/api/manager/${MANAGER}/history`, { 'if-none-match': '"not-it"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('gives different resources different ETags', async () => {
    const a = await get(`/api/manager/${MANAGER}`);
    const b = await get(`/api/manager/${MANAGER}/leagues`);
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('never caches status or errors, and gives them no ETag', async () => {
    for (const url of ['/api/status', '/api/manager/abc', '/api/manager/424242', '/api/nope']) {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('security headers', () => {
  it('are on API answers, errors and SPA pages', async () => {
    for (const url of [
      '/api/fixtures',
      '/api/manager/abc',
      '/api/nope',
      '/',
      '/my-team',
      '/assets/app-3f2a1b.js',
    ]) {
      const res = await get(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data:");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe('addresses the router cannot take', () => {
  it('answers bad percent-encoding with 400 and an over-long id with 414, in the app format with security headers', async () => {
    const cases = [
      ['/api/manager/%zz', 400, 'The address is not a valid URL.'],
      ['/%E0%A4%A', 400, 'The address is not a valid URL.'],
      [`/api/manager/${'1'.repeat(500)}`, 414, 'A part of the address is too long.'],
    ] as const;
    // Without the SPA's catch-all route an over-long id reaches the router's length check (with it,
    // the path falls through to the JSON 404).
    const apiOnly = await snapshotApp();
    for (const [url, status, message] of cases) {
      const res = await apiOnly.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(res.json()).toEqual({ error: 'bad_request', message });
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await apiOnly.close();
  });

  it('answers an over-long address with the same 414 JSON whatever the method, static files and page included', async () => {
    const methods = ['GET', 'HEAD', 'DELETE', 'POST', 'PUT'] as const;
    for (const length of [101, 300, 5_000]) {
      const part = '1'.repeat(length);
      for (const url of [`/${part}`, `/api/${part}`, `/api/watchlist/${part}`, `/assets/${part}.js`]) {
        for (const method of methods) {
          const res = await s.app.inject({ method, url });
          expect({ method, length, url: url.slice(0, 16), status: res.statusCode }).toEqual({
            method,
            length,
            url: url.slice(0, 16),
            status: 414,
          });
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          if (method !== 'HEAD')
            expect(res.json()).toEqual({
              error: 'bad_request',
              message: 'A part of the address is too long.',
            });
        }
      }
    }
    // At the limit the page is still served, and a long query string is not a part of the address.
    expect((await get(`/${'a'.repeat(100)}`)).statusCode).toBe(200);
    expect((await get(`/api/manager/${MANAGER}/history?${'x'.repeat(500)}`)).statusCode).toBe(200);
  });
});

describe('compression', () => {
  it('gzips JSON when the client accepts gzip', async () => {
    const res = await get('/api/bootstrap-static', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/bootstrap-static');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Same representation before encoding, same tag.
    expect(res.headers.etag).toBe(plain.headers.etag);
  });

  it('prefers brotli when offered', async () => {
    const res = await get('/api/bootstrap-static', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('request bodies', () => {
  it('answers a malformed JSON body with 400 JSON', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });
  });
});

describe('single-page app', () => {
  it('serves the page at / and for client-side routes, revalidated on each load, with the status answer in it', async () => {
    const status = (await get('/api/status')).json<Status>();
    for (const url of ['/', '/my-team', '/league-comparison?id=5', '/no-such-screen']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<script type="module" src="/assets/app-3f2a1b.js"></script>');
      const embedded = /<script type="application\/json" id="initial-status">(.*?)<\/script>/.exec(
        res.body,
      )?.[1];
      const inPage = JSON.parse(embedded ?? 'null') as Status;
      expect({ ...inPage, lastFetchedAt: null }).toEqual({ ...status, lastFetchedAt: null });
    }
  });

  it("names the status line's chunk on every page and a screen's own chunk on its path", async () => {
    const preloaded = async (url: string) =>
      [...(await get(url)).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    expect(await preloaded('/my-team')).toEqual(['/assets/status-5c6d7e.js', '/assets/my-team-8f9e0d.js']);
    expect(await preloaded('/my-team?id=3')).toEqual([
      '/assets/status-5c6d7e.js',
      '/assets/my-team-8f9e0d.js',
    ]);
    expect(await preloaded('/')).toEqual(['/assets/status-5c6d7e.js']);
    expect(await preloaded('/no-such-screen')).toEqual(['/assets/status-5c6d7e.js']);
  });

  it("keeps the build's records to the server: their paths get the page", async () => {
    const res = await get('/.vite/page-preloads.json');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('"shell"');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/assets/app-3f2a1b.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's compressed copy of an asset as it is, by what the browser accepts", async () => {
    const copy = async (ext: string) => readFile(path.join(spa.dir, `assets/big-9a8b7c.js.${ext}`));
    const br = await get('/assets/big-9a8b7c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(await copy('br'))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get('/assets/big-9a8b7c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(await copy('gz'))).toBe(true);

    const plain = await get('/assets/big-9a8b7c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses an asset without a copy as it sends it', async () => {
    const res = await get('/assets/uncopied-1d2e3f.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(UNCOPIED_SCRIPT);
  });

  it('keeps 404s for a missing asset and for unknown API paths', async () => {
    const asset = await get('/assets/gone-000.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toEqual({ error: 'not_found', message: 'Nothing at /assets/gone-000.js.' });
    // The /api prefix in another letter case is still a mistyped API call, never the app's page.
    for (const url of ['/API/x', '/Api/status', '/API']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const api = await get('/api/managers/1');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: 'not_found',
      message: 'There is no API endpoint GET /api/managers/1.',
    });
  });
});
