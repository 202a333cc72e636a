import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../app';
import { testApp } from './test-support/test-app';
import type { Database } from '../db/client';
import { adminCredentials } from '../db/schema/index';
import { testDatabases } from '../db/testing';
import { hashPassword } from '../services/admin-auth/password';
import { fakeSource } from './test-support/fake-source';
import { TEST_ORIGIN } from './test-support/admin-session';

const PASSWORD_FILE = path.join(tmpdir(), `admin-credential-test-${process.pid}.txt`);

/** Builds the app on `db` with `admin`, signs in with each password, returns the statuses and log. */
async function trySignIns(db: Database, admin: AppDeps['admin'], passwords: string[]) {
  const log: string[] = [];
  const app = await testApp({
    fpl: fakeSource(),
    db,
    admin,
    adminPasswordFile: PASSWORD_FILE,
    logger: { level: 'info', stream: { write: (line: string) => void log.push(line) } },
  });
  try {
    const statuses: number[] = [];
    for (const password of passwords) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: { origin: TEST_ORIGIN },
        payload: { password },
      });
      statuses.push(res.statusCode);
    }
    return { statuses, log: log.join('\n') };
  } finally {
    await app.close();
  }
}

describe.each(testDatabases())('where the admin password comes from, on $name', (testDb) => {
  it('a configured password or hash signs in, is never stored, and wins over a stored one', async () => {
    const { db, close } = await testDb.open();
    try {
      const passwordHash = await hashPassword('from-the-hash');
      const hashed = await trySignIns(db, { kind: 'hash', passwordHash }, ['from-the-hash', 'other']);
      expect(hashed.statuses).toEqual([200, 401]);
      expect(await db.select().from(adminCredentials)).toEqual([]);

      const first = await trySignIns(db, { kind: 'stored' }, []);
      expect(first.log).toContain(PASSWORD_FILE);
      const generated = (await readFile(PASSWORD_FILE, 'utf8')).trim();
      await rm(PASSWORD_FILE);
      expect(generated).toHaveLength(24);
      const stored = await db.select().from(adminCredentials);

      const configured = await trySignIns(db, { kind: 'password', password: 'from-the-env' }, [
        'from-the-env',
        generated,
      ]);
      expect(configured.statuses).toEqual([200, 401]);
      expect(configured.log).not.toMatch(/Admin password/);
      expect(await db.select().from(adminCredentials)).toEqual(stored);
    } finally {
      await close();
    }
  });
});
