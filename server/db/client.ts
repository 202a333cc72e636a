import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

// Both drivers produce a PgDatabase; code above this layer only sees this type, so it runs
// unchanged on embedded PGlite and on a PostgreSQL server.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined or 'memory://' keeps the database in memory. */
  dataDir?: string;
}

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Resolved from this file, not the cwd, so tools started from any folder find the migrations.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Serialises migrations when several processes start against the same server at once (the app and
// a CLI importer, say): the first one migrates, the others wait and then find nothing to do.
const MIGRATION_LOCK_KEY = 727_001;

/** Opens the database and applies the committed migrations before returning. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const client = await PGlite.create(opts.dataDir ?? 'memory://');
  return wrapPglite(client);
}

/** Migrates an already created PGlite instance (tests load a migrated dump into one). */
export async function wrapPglite(client: PGlite): Promise<OpenedDatabase> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await client.close();
    throw err;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(connectionString: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString });
  try {
    const conn = await pool.connect();
    try {
      await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg({ client: conn, schema }), { migrationsFolder });
    } finally {
      // Destroying the connection (instead of returning it to the pool) ends the session, which
      // releases the advisory lock even if the migration failed half-way.
      conn.release(true);
    }
  } catch (err) {
    await pool.end();
    throw err;
  }
  const db = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}
