import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as tables from './schema/index';
import { lockDataDir } from './pglite-lock';
import { queriesOnTheirOwnTurn } from './pglite-turns';

// Both drivers produce a PgDatabase; code above this layer only sees this type, so it runs
// unchanged on embedded PGlite and on a PostgreSQL server.
export type Database = PgDatabase<PgQueryResultHKT, typeof tables>;

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined or 'memory://' keeps the database in memory. */
  dataDir?: string;
  /**
   * PostgreSQL only: the schema that holds the tables (created and migrated on open; every pool
   * connection gets it as its search_path). Defaults to public.
   */
  schema?: string;
}

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, for background jobs whose statements the server runs for them. */
  pglite?: PGlite;
  close(): Promise<void>;
}

// Resolved from this file, not the cwd, so tools started from any folder find the migrations.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Serialises migrations when several processes start against the same server at once (the app and
// a CLI importer, say): the first one migrates, the others wait and then find nothing to do.
const MIGRATION_LOCK_KEY = 727_001;

/** Opens the database and applies the committed migrations before returning. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.schema ?? 'public');
  const dir = opts.dataDir && opts.dataDir !== 'memory://' ? opts.dataDir : undefined;
  if (!dir) return wrapPglite(await PGlite.create('memory://'));
  const unlock = lockDataDir(dir);
  try {
    const opened = await wrapPglite(await PGlite.create(dir));
    return {
      ...opened,
      close: async () => {
        await opened.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Migrates an already created PGlite instance (tests load a migrated dump into one). */
export async function wrapPglite(client: PGlite): Promise<OpenedDatabase> {
  queriesOnTheirOwnTurn(client);
  const db = drizzlePglite({ client, schema: tables });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await client.close();
    throw err;
  }
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

async function openPostgres(connectionString: string, schema: string): Promise<OpenedDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  // A startup parameter, so every connection the pool opens (or reopens) reads and writes this
  // schema only; nothing falls through to another schema's table of the same name.
  const pool = new pg.Pool({ connectionString, options: `-c search_path=${schema}` });
  try {
    const conn = await pool.connect();
    try {
      await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateSchema(conn, schema);
    } finally {
      // Destroying the connection (instead of returning it to the pool) ends the session, which
      // releases the advisory lock even if the migration failed half-way.
      conn.release(true);
    }
  } catch (err) {
    await pool.end();
    throw err;
  }
  const db = drizzleNodePg({ client: pool, schema: tables });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Applies the committed migrations to one schema, as drizzle's migrator does (the same journal,
 * hashes and bookkeeping table), with two differences: the generated SQL names `"public"` in
 * foreign keys, which is rewritten to the target schema; and a schema other than public keeps its
 * own bookkeeping table (public keeps drizzle's `drizzle.__drizzle_migrations`, so databases
 * migrated before schemas existed carry on where they were).
 */
async function migrateSchema(conn: pg.PoolClient, schema: string): Promise<void> {
  const journal =
    schema === 'public' ? '"drizzle"."__drizzle_migrations"' : `"${schema}"."__drizzle_migrations"`;
  await conn.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  if (schema === 'public') await conn.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await conn.query(
    `CREATE TABLE IF NOT EXISTS ${journal} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const last = await conn.query<{ created_at: string }>(
    `SELECT created_at FROM ${journal} ORDER BY created_at DESC LIMIT 1`,
  );
  const lastAt = last.rows[0] ? Number(last.rows[0].created_at) : -Infinity;
  const pending = readMigrationFiles({ migrationsFolder }).filter((m) => m.folderMillis > lastAt);
  if (pending.length === 0) return;
  await conn.query('BEGIN');
  try {
    for (const migration of pending) {
      for (const statement of migration.sql)
        await conn.query(statement.replaceAll('"public".', `"${schema}".`));
      await conn.query(`INSERT INTO ${journal} (hash, created_at) VALUES ($1, $2)`, [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await conn.query('COMMIT');
  } catch (err) {
    await conn.query('ROLLBACK');
    throw err;
  }
}
