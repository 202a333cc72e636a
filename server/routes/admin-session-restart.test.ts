import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type OpenDatabaseOptions } from '../db/client';
import { freshPostgresDatabase } from '../db/testing';
import { makeTempDir } from '../fpl/test-support/temp-dir';
import { fakeSource } from './test-support/fake-source';
import { TEST_ORIGIN } from './test-support/admin-session';

const PASSWORD_LINE = /Admin password \(generated, shown only this once\): ([\w-]{24}) /;

/**
 * Starts the app as `npm start` does without ADMIN_PASSWORD (the password stored, or generated at
 * first start), runs `use` with the log lines written so far, then stops app and database.
 */
async function withServer<T>(
  opts: OpenDatabaseOptions,
  use: (app: Awaited<ReturnType<typeof buildApp>>, logLines: string[]) => Promise<T>,
): Promise<T> {
  const logLines: string[] = [];
  const database = await openDatabase(opts);
  const app = await buildApp({
    fpl: fakeSource(),
    sourceSelection: { selectedBy: 'env', reason: null },
    database: { kind: database.kind },
    db: database.db,
    admin: { kind: 'stored' },
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  try {
    return await use(app, logLines);
  } finally {
    await app.close();
    await database.close();
  }
}

const signIn = (app: Awaited<ReturnType<typeof buildApp>>, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: TEST_ORIGIN },
    payload: { password },
  });

async function firstStartThenRestart(opts: OpenDatabaseOptions) {
  const first = await withServer(opts, async (app, logLines) => {
    const printed = logLines.filter((line) => PASSWORD_LINE.test(line));
    expect(printed).toHaveLength(1);
    const password = PASSWORD_LINE.exec(printed[0] ?? '')?.[1] ?? '';
    const res = await signIn(app, password);
    expect(res.statusCode).toBe(200);
    // Nothing else the app logs (sign-in included) repeats the password.
    expect(logLines.filter((line) => line.includes(password))).toHaveLength(1);
    return { password, cookie: String(res.headers['set-cookie']).split(';')[0] ?? '' };
  });
  await withServer(opts, async (app, logLines) => {
    expect(logLines.join('\n')).not.toMatch(/Admin password/);
    // The session of the first run still works, and the generated password still signs in.
    const session = await app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: first.cookie },
    });
    expect(session.json()).toMatchObject({ signed_in: true, admin_name: 'admin' });
    expect((await signIn(app, first.password)).statusCode).toBe(200);
    expect(logLines.join('\n')).not.toContain(first.password);
  });
}

// Two start-ups on a real data directory (initdb and migrations on the first) take a while.
const RESTARTS_TIMEOUT = 180_000;

describe('admin sign-in across a restart: the generated password is printed once and kept, sessions too', () => {
  it(
    'on PGlite on disk',
    async () => {
      const { dir, cleanup } = await makeTempDir('admin-restart');
      try {
        await firstStartThenRestart({ dataDir: path.join(dir, 'pglite') });
      } finally {
        await cleanup();
      }
    },
    RESTARTS_TIMEOUT,
  );

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)(
    'on PostgreSQL (TEST_DATABASE_URL; scripts/with-postgres.sh sets it)',
    async () => {
      const fresh = await freshPostgresDatabase(adminUrl!);
      try {
        await firstStartThenRestart({ databaseUrl: fresh.url });
      } finally {
        await fresh.drop();
      }
    },
    RESTARTS_TIMEOUT,
  );
});
