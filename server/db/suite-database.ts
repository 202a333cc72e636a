import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Database } from './client';
import type { TestDatabase } from './testing';

/**
 * One fresh database for a describe block: opened before its tests, closed after them (after the
 * block's own afterAll hooks, which vitest runs first). `ready` runs once it is open, to build what
 * the tests share (repositories, stored rows). Read `.db` inside hooks and tests, not at collection.
 */
export function suiteDatabase(
  open: TestDatabase['open'],
  ready?: (db: Database) => unknown,
): { readonly db: Database } {
  let opened: Awaited<ReturnType<TestDatabase['open']>> | undefined;
  beforeAll(async () => {
    opened = await open();
    await ready?.(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get db() {
      if (!opened) throw new Error('the suite database opens in beforeAll');
      return opened.db;
    },
  };
}

/** One fresh database for each test of a describe block: opened before the test, closed after it. */
export function eachTestDatabase(open: TestDatabase['open']): { readonly db: Database } {
  let opened: Awaited<ReturnType<TestDatabase['open']>> | undefined;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });
  return {
    get db() {
      if (!opened) throw new Error('the test database opens in beforeEach');
      return opened.db;
    },
  };
}
