import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { testApp } from './test-support/test-app';
import { openDatabase, type OpenDatabaseOptions } from '../db/client';
import { fakeSource } from './test-support/fake-source';
import { TEST_ORIGIN } from './test-support/admin-session';
import { itSurvivesRestarts } from './test-support/restarts';

const PASSWORD_LINE = /Admin password generated: read it from (\S+) \(readable by this user only\)/;

/**
 * Starts the app as `npm start` does without ADMIN_PASSWORD (the password stored, or generated at
 * first start), runs `use` with the log lines written so far, then stops app and database.
 */
async function withServer<T>(
  opts: OpenDatabaseOptions,
  passwordFile: string,
  use: (app: Awaited<ReturnType<typeof testApp>>, logLines: string[]) => Promise<T>,
): Promise<T> {
  const logLines: string[] = [];
  const database = await openDatabase(opts);
  const app = await testApp({
    fpl: fakeSource(),
    database: { kind: database.kind },
    db: database.db,
    admin: { kind: 'stored' },
    adminPasswordFile: passwordFile,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  try {
    return await use(app, logLines);
  } finally {
    await app.close();
    await database.close();
  }
}

const signIn = (app: Awaited<ReturnType<typeof testApp>>, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: TEST_ORIGIN },
    payload: { password },
  });

async function firstStartThenRestart(opts: OpenDatabaseOptions, passwordFile: string) {
  // A file left there by anyone, readable by all: it is replaced, not written into.
  await writeFile(passwordFile, 'left over\n', { mode: 0o644 });
  const first = await withServer(opts, passwordFile, async (app, logLines) => {
    // The log says where the password is, not what it is: a redirected log is often world-readable.
    const printed = logLines.filter((line) => PASSWORD_LINE.test(line));
    expect(printed).toHaveLength(1);
    expect(PASSWORD_LINE.exec(printed[0] ?? '')?.[1]).toBe(passwordFile);
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    const password = (await readFile(passwordFile, 'utf8')).trim();
    expect(password).toMatch(/^[\w-]{24}$/);
    const res = await signIn(app, password);
    expect(res.statusCode).toBe(200);
    // Nothing the app logs (sign-in included) holds the password.
    expect(logLines.filter((line) => line.includes(password))).toHaveLength(0);
    return { password, cookie: String(res.headers['set-cookie']).split(';')[0] ?? '' };
  });
  await withServer(opts, passwordFile, async (app, logLines) => {
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

describe('admin sign-in across a restart: the generated password is printed once and kept, sessions too', () => {
  itSurvivesRestarts('admin-restart', (opts, dir) =>
    firstStartThenRestart(opts, path.join(dir, 'admin-password.txt')),
  );
});
