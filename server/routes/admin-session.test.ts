import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminSessionResponseSchema } from '@contracts/api/admin-session';
import { testApp } from './test-support/test-app';
import { testDatabases } from '../db/testing';
import { fakeSource } from './test-support/fake-source';
import { adminHeaders, TEST_ORIGIN, testAdminPassword } from './test-support/admin-session';

/** The admin writes of issue 12; some have no route yet, and the sign-in rule must answer first. */
const ADMIN_WRITES = [
  ['PUT', '/api/admin/goal-scored-settings'],
  ['POST', '/api/admin/goal-scored-settings/reset'],
  ['POST', '/api/admin/upset-config'],
  ['POST', '/api/admin/upset-config/reset'],
] as const;

const HOUR = 3_600_000;
const START = Date.parse('2026-03-01T09:00:00Z');

describe.each(testDatabases())('admin sign-in on $name', (testDb) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock: number;

  beforeEach(async () => {
    clock = START;
    const opened = await testDb.open();
    app = await testApp({
      fpl: fakeSource(),
      db: opened.db,
      now: () => new Date(clock),
      // One proxy in front (the test client's socket): it appends the client's address.
      http: { trustProxy: 1 },
    });
    // A write route beside the real ones: it shows what a route behind the rule learns of the admin.
    app.put('/api/admin/test-echo', (request) => ({ updatedBy: request.adminName }));
    close = async () => {
      await app.close();
      await opened.close();
    };
  });
  afterEach(() => close());

  const signIn = (password: string, headers: Record<string, string> = { origin: TEST_ORIGIN }) =>
    app.inject({ method: 'POST', url: '/api/admin/session', headers, payload: { password } });
  const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0] ?? '';
  const session = (cookie = '') =>
    app.inject({ method: 'GET', url: '/api/admin/session', headers: cookie ? { cookie } : {} });
  const echo = (headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: '/api/admin/test-echo', headers, payload: {} });

  it('signs in with the right password: a 12-hour session in an HttpOnly, SameSite=Strict cookie', async () => {
    const res = await signIn(testAdminPassword());
    expect(res.statusCode).toBe(200);
    expect(adminSessionResponseSchema.parse(res.json())).toEqual({
      signed_in: true,
      expires_at: new Date(START + 12 * HOUR).toISOString(),
      admin_name: 'admin',
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^fpl_admin=[\w-]{43}; /);
    expect(cookie.split('; ')).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${12 * 3600}`]),
    );
    expect(cookie).not.toContain('Secure');
    expect((await session(cookieOf(res))).json()).toMatchObject({ signed_in: true, admin_name: 'admin' });
  });

  it('marks the cookie Secure when the app is reached over https', async () => {
    const res = await signIn(testAdminPassword(), {
      host: 'fpl.example',
      origin: 'https://fpl.example',
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie']).split('; ')).toContain('Secure');
  });

  it('refuses a wrong password with 401 invalid_password and no cookie', async () => {
    const res = await signIn('not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_password', message: 'Wrong admin password.' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('says who is signed in: nobody without a cookie or with a made-up one', async () => {
    expect((await session()).json()).toEqual({ signed_in: false, expires_at: null, admin_name: null });
    const madeUp = `fpl_admin=${'A'.repeat(43)}`;
    expect((await session(madeUp)).json()).toMatchObject({ signed_in: false });
  });

  it.each(ADMIN_WRITES)(
    'refuses %s %s without a session (401), with a made-up one too',
    async (method, url) => {
      for (const cookie of [undefined, `fpl_admin=${'A'.repeat(43)}`]) {
        const res = await app.inject({
          method,
          url,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          payload: {},
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'admin_session_required',
          message: 'Sign in as admin to change settings.',
        });
      }
    },
  );

  it.each(ADMIN_WRITES)('lets %s %s past the sign-in rule with a session', async (method, url) => {
    const res = await app.inject({ method, url, headers: await adminHeaders(app), payload: {} });
    expect([401, 403]).not.toContain(res.statusCode);
  });

  it('refuses writes under any spelling of the admin path, and keeps reads public', async () => {
    for (const url of ['/API/Admin/upset-config', '/api/%61dmin/upset-config', '/api//admin/upset-config']) {
      const res = await app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
    const read = await app.inject({ method: 'GET', url: '/api/admin/goal-scored-settings/context' });
    expect([401, 403]).not.toContain(read.statusCode);
  });

  it('tells a write route the signed-in admin, for "updated by"', async () => {
    const res = await echo(await adminHeaders(app));
    expect(res.json()).toEqual({ updatedBy: 'admin' });
  });

  it('refuses a signed-in write from another site, or naming no origin, with 403 bad_origin', async () => {
    const { cookie } = await adminHeaders(app);
    const foreign: Array<Record<string, string>> = [
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'http://localhost.evil.example' },
      { cookie, origin: 'null' },
      { cookie, referer: 'https://evil.example/admin-upset-config' },
      // The app's host under the other scheme is another origin.
      { cookie, origin: 'https://localhost' },
      { cookie, referer: 'https://localhost/admin-upset-config' },
      { cookie },
    ];
    for (const headers of foreign) {
      const res = await echo(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ error: 'bad_origin' });
    }
    // Without Origin, the Referer of one of the app's own pages will do.
    expect((await echo({ cookie, referer: 'http://localhost/admin-upset-config' })).statusCode).toBe(200);
    // Signing in from another site is refused too (no session is created for it).
    const elsewhere = await signIn(testAdminPassword(), { origin: 'https://evil.example' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
  });

  it('allows five wrong passwords per address in 15 minutes, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn(`wrong-${i}`)).statusCode).toBe(401);
    clock += 60_000;
    const limited = await signIn(testAdminPassword());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(14 * 60));
    expect(limited.json()).toEqual({
      error: 'too_many_attempts',
      message: 'Too many wrong passwords. Try again in 14 minutes.',
    });
    expect(limited.headers['set-cookie']).toBeUndefined();
    // Another address is not held up by this one.
    const other = await signIn(testAdminPassword(), {
      origin: TEST_ORIGIN,
      'x-forwarded-for': '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
    clock += 14 * 60_000;
    expect((await signIn(testAdminPassword())).statusCode).toBe(200);
  });

  it('counts the address the proxy saw, not a first X-Forwarded-For entry the client made up', async () => {
    // The client writes any entries it likes; the trusted proxy appends the address it saw.
    const via = (madeUp: string) => ({ origin: TEST_ORIGIN, 'x-forwarded-for': `${madeUp}, 198.51.100.20` });
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(`wrong-${i}`, via(`10.9.9.${i}`))).statusCode).toBe(401);
    expect((await signIn('wrong-5', via('10.9.9.5'))).statusCode).toBe(429);
    // Naming an address does not lock it out: 10.9.9.0 itself, through the proxy, still signs in.
    const named = await signIn(testAdminPassword(), { origin: TEST_ORIGIN, 'x-forwarded-for': '10.9.9.0' });
    expect(named.statusCode).toBe(200);
  });

  it('ends a session after 12 hours: refused and no longer signed in', async () => {
    const headers = await adminHeaders(app);
    clock += 12 * HOUR - 1000;
    expect((await echo(headers)).statusCode).toBe(200);
    clock += 1000;
    expect((await echo(headers)).statusCode).toBe(401);
    expect((await session(headers.cookie)).json()).toMatchObject({ signed_in: false });
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const headers = await adminHeaders(app);
    // As a client sending JSON headers on every request does: a JSON content type and no body.
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ signed_in: false, expires_at: null, admin_name: null });
    expect(String(out.headers['set-cookie'])).toMatch(/^fpl_admin=; .*Max-Age=0/);
    expect((await echo(headers)).statusCode).toBe(401);
    expect((await session(headers.cookie)).json()).toMatchObject({ signed_in: false });
  });

  it('never sends the password back, in any answer', async () => {
    const password = testAdminPassword();
    const answers = [
      await signIn(password),
      await signIn(`${password}x`),
      await signIn(''),
      await session(),
      await app.inject({ method: 'GET', url: '/api/status' }),
    ];
    for (const res of answers) {
      expect(res.body).not.toContain(password);
      expect(JSON.stringify(res.headers)).not.toContain(password);
    }
    expect(answers[2]?.statusCode).toBe(400);
  });
});
