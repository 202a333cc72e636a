import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../routes/test-support/test-app';
import { testDatabases } from '../db/testing';
import { fakeSource } from '../routes/test-support/fake-source';
import { OWNER_COOKIE } from './owner-cookie';

describe.each(testDatabases())('a failed database query on $name', (testDb) => {
  it('answers 500 JSON and logs the query, but neither its parameters nor the cookie', async () => {
    const { db, close } = await testDb.open();
    const lines: string[] = [];
    const app = await testApp({
      fpl: fakeSource(),
      database: { kind: testDb.name === 'pglite' ? 'pglite' : 'postgres' },
      db,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    const owner = 'c4f1a9d2-0b7e-4e55-9a61-3d2f8e1b7c90';
    // PostgreSQL cannot store NUL in text: the query fails with its parameter in drizzle's message.
    app.get('/api/test-failing-query', () => db.execute(sql`select ${`${owner}\u0000`}::text as owner`));
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/test-failing-query',
        headers: { cookie: `${OWNER_COOKIE}=${owner}` },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'internal',
        message: 'Something went wrong on our side. Please try again.',
      });
      const log = lines.join('');
      expect(log).toContain('request failed');
      // What failed is still there to diagnose: the statement, without its values.
      expect(log).toContain('select $1::text as owner');
      expect(log).not.toContain(owner);
    } finally {
      await app.close();
      await close();
    }
  });
});
