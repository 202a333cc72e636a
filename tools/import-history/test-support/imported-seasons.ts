import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import type { Database } from '../../../server/db/client';
import { dumpPglite, openPgliteDump, testDatabases } from '../../../server/db/testing';
import { importSeasons } from '../import';
import { dirSource } from '../source';

type Opened = { db: Database; close(): Promise<void> };

async function importFresh(dir: string, seasons: readonly string[]): Promise<Opened> {
  const opened = await testDatabases()[0]!.open();
  await importSeasons(opened.db, dirSource(dir), seasons);
  return opened;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh PGlite database with these vaastav seasons imported from `dir`. Importing the ten real
 * seasons takes minutes, so the first test file of a run that asks imports them and leaves a dump in
 * the run's directory (`run-dir.ts`); the others, in any worker, wait for it and load it in seconds.
 * Each call gets its own copy: tests never share state. Outside a run with that directory (another
 * Vitest config) it imports every time.
 */
export async function openImportedSeasons(dir: string, seasons: readonly string[]): Promise<Opened> {
  const runDir = inject('runDir') as string | undefined;
  if (!runDir) return importFresh(dir, seasons);
  const key = createHash('sha256').update(path.resolve(dir)).update(seasons.join(',')).digest('hex');
  const file = path.join(runDir, `imported-${key.slice(0, 16)}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return openPgliteDump(new Blob([cached]));
    const locked = await writeFile(lock, String(process.pid), { flag: 'wx' }).then(
      () => true,
      () => false,
    );
    if (locked) {
      try {
        const opened = await importFresh(dir, seasons);
        // Written under another name and renamed, so a waiting file never reads half a dump.
        await writeFile(`${file}.partial`, Buffer.from(await (await dumpPglite(opened.db)).arrayBuffer()));
        await rename(`${file}.partial`, file);
        return opened;
      } finally {
        await rm(lock, { force: true });
      }
    }
    // Another file is importing; if its process died, the lock is taken over on the next turn.
    const owner = Number(await readFile(lock, 'utf8').catch(() => '0'));
    if (owner > 0 && !isAlive(owner)) await rm(lock, { force: true });
    await sleep(1000);
  }
}
