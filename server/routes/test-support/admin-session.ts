import type { FastifyInstance } from 'fastify';

/** Where a test app's pages live: admin writes must name it as their Origin. */
export const TEST_ORIGIN = 'http://localhost:80';

/** The test apps' admin password: vitest.config.ts sets ADMIN_PASSWORD, which buildApp reads. */
export const testAdminPassword = (): string => {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('ADMIN_PASSWORD is not set: run the tests through vitest.config.ts');
  return password;
};

/**
 * The headers an admin write needs in a test (`app.inject({ ..., headers: await adminHeaders(app) })`):
 * a signed-in session's cookie and the app's own origin. Signs in through `POST /api/admin/session`
 * each time, so every test of an admin write goes through the real sign-in.
 */
export async function adminHeaders(app: FastifyInstance): Promise<{ cookie: string; origin: string }> {
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
