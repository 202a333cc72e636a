import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { defaultUpsetConfig, upsetConfigResponseSchema } from '@contracts/api/upset-config';
import type { OpenDatabaseOptions } from '../db/client';
import { makeTempDir } from '../fpl/test-support/temp-dir';
import { upsetApp } from './test-support/upset-app';

const CHANGED = {
  ...defaultUpsetConfig([]),
  enableSeasonUpsetBudget: true,
  upsetBudgetChance: 0.05,
  varianceMax: 1.9,
  topTeamIds: [12, 13],
};

/** Saves on one start, reads on the next, resets, and reads the defaults on a third. */
async function saveRestartReset(opts: OpenDatabaseOptions) {
  const first = await upsetApp(opts);
  try {
    expect((await first.post(CHANGED)).statusCode).toBe(200);
  } finally {
    await first.close();
  }
  const second = await upsetApp(opts);
  try {
    const body = upsetConfigResponseSchema.parse((await second.get()).json());
    expect(body.config).toEqual(CHANGED);
    expect(body.updatedBy).toBe('admin');
    expect((await second.reset()).statusCode).toBe(200);
  } finally {
    await second.close();
  }
  const third = await upsetApp(opts);
  try {
    expect(upsetConfigResponseSchema.parse((await third.get()).json()).config).toEqual(
      defaultUpsetConfig([]),
    );
  } finally {
    await third.close();
  }
}

// Three start-ups on a real data directory (initdb and migrations on the first) take a while.
const RESTARTS_TIMEOUT = 180_000;

describe('the upset configuration survives a server restart', () => {
  it(
    'on PGlite on disk',
    async () => {
      const { dir, cleanup } = await makeTempDir('upset-restart');
      try {
        await saveRestartReset({ dataDir: path.join(dir, 'pglite') });
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
      const name = `t_upset_${randomBytes(6).toString('hex')}`;
      const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(sql).finally(() => client.end());
      };
      await admin(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(adminUrl!);
        url.pathname = `/${name}`;
        await saveRestartReset({ databaseUrl: url.toString() });
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    RESTARTS_TIMEOUT,
  );
});
