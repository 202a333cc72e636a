import type { FastifyInstance } from 'fastify';

/** Where a test app's pages live: admin writes must name it as their Origin. */
export const TEST_ORIGIN = 'http://localhost:80';

/** The test apps' admin password: vitest.config.ts sets ADMIN_PASSWORD, which buildApp reads. */
export const testAdminPassword = (): string => {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('ADMIN_PASSWORD is not set: run the tests through vitest.config.ts');
  return password;
};

type AdminHeaders = { cookie: string; origin: string };
const sessions = new WeakMap<FastifyInstance, Promise<AdminHeaders>>();

/**
 * The headers an admin write needs in a test (`app.inject({ ..., headers: await adminHeaders(app) })`):
 * a signed-in session's cookie and the app's own origin. Each test app signs in once, through the real
 * `POST /api/admin/session`, and later writes reuse that session: every sign-in is a scrypt hash
 * (tens of milliseconds of CPU), and a file of 77 writes signed in 230 times. A test that ends the
 * session (sign-out, the clock past 12 hours) does so on an app of its own.
 */
export function adminHeaders(app: FastifyInstance): Promise<AdminHeaders> {
  let headers = sessions.get(app);
  if (!headers) {
    headers = signInAsAdmin(app);
    sessions.set(app, headers);
    // A failed sign-in is not remembered: the next call tries again and reports its own failure.
    headers.catch(() => sessions.delete(app));
  }
  return headers;
}

async function signInAsAdmin(app: FastifyInstance): Promise<AdminHeaders> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: TEST_ORIGIN },
    payload: { password: testAdminPassword() },
  });
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
  return { cookie, origin: TEST_ORIGIN };
}
