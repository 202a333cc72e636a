import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, writeFiles } from '../fpl/test-support/temp-dir';
import { snapshotApp, type SnapshotApp } from '../routes/test-support/snapshot';

const HTML = '<!doctype html><html><head><title>FPL</title></head><body><div id="root"></div></body></html>';

/** `npm start` listens while the client is still being built: the pages wait, the API answers. */
describe('a server whose client build is not there yet', () => {
  let s: SnapshotApp;
  let spa: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    spa = await makeTempDir('spa-building-');
    s = await snapshotApp({ staticDir: spa.dir });
  });
  afterAll(async () => {
    await s?.close();
    await spa?.cleanup();
  });

  it('answers a screen with a page that says it is starting and reloads itself, then with the app once built', async () => {
    const waiting = await s.app.inject({ method: 'GET', url: '/fixtures' });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(waiting.headers['retry-after']).toBe('5');
    expect(waiting.headers['cache-control']).toBe('no-store');
    expect(waiting.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(waiting.body).toContain('FPL Analytics is starting');
    expect(waiting.body).toContain('This page opens by itself as soon as they are ready');
    // The API does not wait for the build.
    const status = await s.app.inject({ method: 'GET', url: '/api/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ source: { kind: 'snapshot' } });

    await writeFiles(spa.dir, { 'index.html': HTML });
    const built = await s.app.inject({ method: 'GET', url: '/fixtures' });
    expect(built.statusCode).toBe(200);
    expect(built.body).toContain('<div id="root"></div>');
  });
});
