import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, wrapPglite, type Database } from './client';

// Test-only helpers: every repository test runs against embedded PGlite and, when
// TEST_DATABASE_URL is set (scripts/with-postgres.sh sets it), against a real PostgreSQL server.

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; close() discards it. */
  open(): Promise<{ db: Database; close(): Promise<void> }>;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openPgliteClone }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}

// Starting PGlite and migrating costs seconds; cloning a migrated template is about twice as fast,
// so each test file pays the migration once and every open() gets its own empty copy. The template
// lives for the test file (module) and is discarded with the worker.
let template: Promise<PGlite> | undefined;

async function openPgliteClone() {
  template ??= openDatabase({}).then((opened) => clientOf(opened.db));
  const copy = (await (await template).clone()) as PGlite;
  const { db, close } = await wrapPglite(copy);
  return { db, close };
}

function clientOf(db: Database): PGlite {
  return (db as Database & { $client: PGlite }).$client;
}

async function openFreshPostgres(adminUrl: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() });
  return {
    db: opened.db,
    async close() {
      await opened.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
