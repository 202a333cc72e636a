import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../app';
import { testApp } from './test-support/test-app';
import type { Database } from '../db/client';
import { adminCredentials } from '../db/schema/index';
import { testDatabases } from '../db/testing';
import { hashPassword } from '../services/admin-auth/password';
import { fakeSource } from './test-support/fake-source';
import { TEST_ORIGIN } from './test-support/admin-session';

/** Starts the app on `db` with the admin password `admin`, as a restart with that configuration does. */
async function withApp<T>(db: Database, admin: AppDeps['admin'], use: (app: FastifyInstance) => Promise<T>) {
  const app = await testApp({ fpl: fakeSource(), db, admin });
  // A write route behind the admin rule, standing for the settings screens' saves.
  app.put('/api/admin/test-save', () => ({ saved: true }));
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

async function signIn(app: FastifyInstance, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: TEST_ORIGIN },
    payload: { password },
  });
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
}

const saveSettings = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'PUT', url: '/api/admin/test-save', headers: { origin: TEST_ORIGIN, cookie } });

// Each test starts the app several times on one database, each start hashing a password.
const RESTARTS_TIMEOUT = 120_000;

describe.each(testDatabases())('a new admin password ends the old sessions, on $name', (testDb) => {
  it(
    'after a restart with another ADMIN_PASSWORD an old cookie saves nothing (401)',
    async () => {
      const { db, close } = await testDb.open();
      try {
        const first = { kind: 'password', password: 'first-admin-password' } as const;
        const cookie = await withApp(db, first, async (app) => {
          const signedIn = await signIn(app, first.password);
          expect((await saveSettings(app, signedIn)).statusCode).toBe(200);
          return signedIn;
        });
        // The same password again: the session survives the restart.
        await withApp(db, first, async (app) => {
          expect((await saveSettings(app, cookie)).statusCode).toBe(200);
        });
        await withApp(db, { kind: 'password', password: 'second-admin-password' }, async (app) => {
          const refused = await saveSettings(app, cookie);
          expect(refused.statusCode).toBe(401);
          expect(refused.json()).toMatchObject({ error: 'admin_session_required' });
          const state = await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
          expect(state.json()).toMatchObject({ signed_in: false });
          expect((await saveSettings(app, await signIn(app, 'second-admin-password'))).statusCode).toBe(200);
        });
        // Going back to the first password does not bring the ended session back.
        await withApp(db, first, async (app) => {
          expect((await saveSettings(app, cookie)).statusCode).toBe(401);
        });
      } finally {
        await close();
      }
    },
    RESTARTS_TIMEOUT,
  );

  it(
    'a new ADMIN_PASSWORD_HASH, or a switch from the stored password, ends them too',
    async () => {
      const { db, close } = await testDb.open();
      try {
        const hashed = { kind: 'hash', passwordHash: await hashPassword('hashed-admin-password') } as const;
        const cookie = await withApp(db, hashed, (app) => signIn(app, 'hashed-admin-password'));
        await withApp(db, hashed, async (app) => {
          expect((await saveSettings(app, cookie)).statusCode).toBe(200);
        });
        const rehashed = { kind: 'hash', passwordHash: await hashPassword('other-admin-password') } as const;
        await withApp(db, rehashed, async (app) => {
          expect((await saveSettings(app, cookie)).statusCode).toBe(401);
        });
        // A session of the stored password (generated at a first start) ends once ADMIN_PASSWORD is set.
        await db.insert(adminCredentials).values({
          name: 'admin',
          passwordHash: await hashPassword('stored-admin-password'),
        });
        const storedCookie = await withApp(db, { kind: 'stored' }, (app) =>
          signIn(app, 'stored-admin-password'),
        );
        await withApp(db, { kind: 'password', password: 'a-configured-password' }, async (app) => {
          expect((await saveSettings(app, storedCookie)).statusCode).toBe(401);
        });
      } finally {
        await close();
      }
    },
    RESTARTS_TIMEOUT,
  );
});
