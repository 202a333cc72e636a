import path from 'node:path';
import { it } from 'vitest';
import type { OpenDatabaseOptions } from '../../db/client';
import { freshPostgresDatabase } from '../../db/testing';
import { makeTempDir } from '../../fpl/test-support/temp-dir';

// Several start-ups on a real data directory (initdb and migrations on the first) take a while.
const RESTARTS_TIMEOUT = 180_000;

/**
 * One test per database kind that survives a restart: PGlite in a data directory on disk and, when
 * TEST_DATABASE_URL is set (scripts/with-postgres.sh sets it), a fresh PostgreSQL database.
 * `restarts` opens the database with `opts` as often as it restarts; `dir` is a temp directory
 * for any other file it needs. Both are removed afterwards.
 */
export function itSurvivesRestarts(
  name: string,
  restarts: (opts: OpenDatabaseOptions, dir: string) => Promise<void>,
): void {
  it(
    'on PGlite on disk',
    async () => {
      const { dir, cleanup } = await makeTempDir(name);
      try {
        await restarts({ dataDir: path.join(dir, 'pglite') }, dir);
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
      const { dir, cleanup } = await makeTempDir(`${name}-pg`);
      try {
        await restarts({ databaseUrl: fresh.url }, dir);
      } finally {
        await fresh.drop();
        await cleanup();
      }
    },
    RESTARTS_TIMEOUT,
  );
}
