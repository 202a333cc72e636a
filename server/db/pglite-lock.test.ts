import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseInUseError } from './pglite-lock';
import { adminSettings } from './schema/index';

describe('one process per embedded database directory', () => {
  let root: string;
  let dir: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fpl-lock-'));
    dir = path.join(root, 'pglite');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('refuses a second opener while the first holds the directory, and allows it after close', async () => {
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process \d+/);
    await first.db.insert(adminSettings).values({ kind: 'match', value: { homeAdvantage: 0.3 } });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect(await second.db.select().from(adminSettings)).toHaveLength(1);
    await second.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("takes over a lock left by a process that died (kill -9), or by this pid's previous life", async () => {
    // Far above any pid Linux hands out (pid_max is at most 2^22): no such process.
    fs.writeFileSync(`${dir}.lock`, '99999999');
    const afterCrash = await openDatabase({ dataDir: dir });
    await afterCrash.close();
    fs.writeFileSync(`${dir}.lock`, String(process.pid));
    const afterRestart = await openDatabase({ dataDir: dir });
    await afterRestart.close();
  });
});
