import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { adminSettings, watchlistItems } from './schema/index';
import { suiteDatabase } from './suite-database';
import { testDatabases } from './testing';

describe('openDatabase with an on-disk PGlite directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fpl-db-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps rows across a close and reopen, and re-applying migrations is harmless', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(adminSettings).values({ kind: 'match', value: { homeAdvantage: 0.3 } });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    try {
      const rows = await second.db.select().from(adminSettings);
      expect(rows.map((r) => [r.kind, r.value, r.updatedBy])).toEqual([
        ['match', { homeAdvantage: 0.3 }, 'admin'],
      ]);
    } finally {
      await second.close();
    }
  });
});

describe.each(testDatabases())('migrated schema on $name', ({ open }) => {
  const opened = suiteDatabase(open);

  it('rejects a non-positive watchlist price with the check constraint', async () => {
    const row = {
      ownerId: 'browser-1',
      playerId: 1,
      playerName: 'Salah',
      teamName: 'Liverpool',
      position: 'Midfielder',
    };
    await expect(opened.db.insert(watchlistItems).values({ ...row, currentPrice: 0 })).rejects.toMatchObject({
      cause: { code: '23514' },
    });
    await expect(
      opened.db.insert(watchlistItems).values({ ...row, currentPrice: 130, targetPrice: -5 }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
