import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openDatabase, wrapPglite, type Database } from './client';

// Test-only helpers: every repository test runs against embedded PGlite and, when
// TEST_DATABASE_URL is set (scripts/with-postgres.sh sets it), against a real PostgreSQL server.

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; close() discards it. */
  open(): Promise<{ db: Database; close(): Promise<void> }>;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openPgliteCopy }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}

// Creating a PGlite database (initdb) costs several seconds; loading a dump of an already migrated
// one is several times faster. The dump is cached in the temp dir under a name derived from the
// migrations and the PGlite version, so every test file (and every later run) reuses it until a
// migration changes. Each open() loads its own copy, so tests never share state.
let template: Promise<Blob> | undefined;
const require = createRequire(import.meta.url);

async function openPgliteCopy() {
  template ??= migratedTemplate();
  return openPgliteDump(await template);
}

/** A PGlite database loaded from a dump of another (`dumpPglite`), migrated past it if need be. */
export async function openPgliteDump(dump: Blob): Promise<{ db: Database; close(): Promise<void> }> {
  const { db, close } = await wrapPglite(await PGlite.create({ loadDataDir: dump }));
  return { db, close };
}

/** The whole data directory of a PGlite database opened here, uncompressed (loads fastest). */
export function dumpPglite(db: Database): Promise<Blob> {
  return (db as Database & { $client: PGlite }).$client.dumpDataDir('none');
}

async function migratedTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `fpl-pglite-template-${await templateKey()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);

  const opened = await openDatabase({});
  const dump = await dumpPglite(opened.db);
  await opened.close();
  // Written under a unique name and renamed, so a parallel test file never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

async function templateKey(): Promise<string> {
  // PGlite's package.json carries its version: a new PGlite may not read an old dump.
  const pglitePackage = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  const hash = createHash('sha256').update(await readFile(pglitePackage));
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const name of files.filter((f) => f.endsWith('.sql') || f.endsWith('.json'))) {
    hash.update(name).update(await readFile(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A new database on the test server, empty (nothing migrated) or a copy of `template`; drop() removes
 * it.
 */
export async function freshPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Not WITH (FORCE): terminating a pool connection that is still closing raises an unhandled
  // error in pg; a plain DROP waits (up to 5 s) for those sessions to go.
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

// Migrating a new PostgreSQL database costs about a second of the server's time; copying a migrated
// one (CREATE DATABASE ... TEMPLATE, a file copy on the server) a fraction of that. The migrated
// database is made once per server and set of migrations, by whichever test file asks first: built
// under a name of its own and renamed, so another file never copies half of it.
let postgresTemplate: Promise<string> | undefined;

async function openFreshPostgres(adminUrl: string) {
  postgresTemplate ??= migratedPostgresTemplate(adminUrl);
  const fresh = await freshPostgresDatabase(adminUrl, await postgresTemplate);
  const opened = await openDatabase({ databaseUrl: fresh.url });
  return {
    db: opened.db,
    async close() {
      await opened.close();
      await fresh.drop();
    },
  };
}

async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `template_${await templateKey()}`;
  const exists = await adminQuery(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (exists.rowCount) return name;
  const building = await freshPostgresDatabase(adminUrl);
  const opened = await openDatabase({ databaseUrl: building.url });
  await opened.close();
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `ALTER DATABASE ${building.name} RENAME TO ${name}`);
      return name;
    } catch (err) {
      const code = (err as { code?: string }).code;
      // Another test file renamed its copy first: use that one.
      if (code === '42P04') {
        await building.drop();
        return name;
      }
      // A pool connection still closing (55006, "being accessed by other users"): try again shortly.
      if (code !== '55006' || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}
