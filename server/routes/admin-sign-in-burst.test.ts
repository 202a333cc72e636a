import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testApp } from './test-support/test-app';
import { testDatabases } from '../db/testing';
import { makeTempDir, writeFiles } from '../fpl/test-support/temp-dir';
import * as passwords from '../services/admin-auth/password';
import { fakeSource } from './test-support/fake-source';
import { TEST_ORIGIN, testAdminPassword } from './test-support/admin-session';

// Every password check is counted: the limit is about how many guesses are checked, not answered.
vi.mock('../services/admin-auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const checks = vi.mocked(passwords.verifyPassword);

describe('admin sign-in under a burst of concurrent requests', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeEach(async () => {
    const [pglite] = testDatabases();
    const opened = await pglite!.open();
    const site = await makeTempDir('sign-in-burst');
    await writeFiles(site.dir, { 'index.html': '<!doctype html><html><head></head><body></body></html>' });
    app = await testApp({ fpl: fakeSource(), db: opened.db, staticDir: site.dir });
    close = async () => {
      await app.close();
      await opened.close();
      await site.cleanup();
    };
    // The configured password is hashed on the first sign-in; do it before counting.
    expect((await signIn(testAdminPassword(), '198.51.100.1')).statusCode).toBe(200);
    checks.mockClear();
  });
  afterEach(() => close());

  const signIn = (password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: TEST_ORIGIN },
      payload: { password },
      remoteAddress,
    });

  it('checks at most five passwords from one address, however many are sent at once', async () => {
    const statuses: number[] = [];
    for (let wave = 0; wave < 3; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => signIn(`wrong-${wave}-${i}`, '203.0.113.7')),
      );
      statuses.push(...answers.map((res) => res.statusCode));
      for (const res of answers.filter((r) => r.statusCode === 503)) {
        expect(res.json()).toEqual({
          error: 'sign_in_busy',
          message: 'Too many sign-ins at once. Try again in a moment.',
        });
        expect(res.headers['retry-after']).toBe('1');
      }
    }
    // Before the fix: all 300 were checked.
    expect(checks).toHaveBeenCalledTimes(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(new Set(statuses)).toEqual(new Set([401, 429, 503]));
    // Once the five are used up, the address is refused even with the right password.
    expect((await signIn(testAdminPassword(), '203.0.113.7')).statusCode).toBe(429);
    expect(checks).toHaveBeenCalledTimes(5);
  });

  it('answers a page while a burst of sign-ins from many addresses is being checked', async () => {
    const finished: string[] = [];
    const burst = Array.from({ length: 40 }, (_, i) =>
      signIn(`wrong-${i}`, `192.0.2.${i + 1}`).then((res) => {
        if (res.statusCode === 401) finished.push('checked');
        return res;
      }),
    );
    // Let every sign-in reach its password check before the page is asked for.
    await new Promise((resolve) => setImmediate(resolve));
    const page = await app.inject({ method: 'GET', url: '/' });
    finished.push('page');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<!doctype html>');
    await Promise.all(burst);
    // Before the fix the page's file read queued behind every hash (36-40 of 40 checked first);
    // now only the sign-ins already being checked (at most two at a time) can finish before it.
    expect(finished.indexOf('page')).toBeLessThanOrEqual(2);
  });
});
