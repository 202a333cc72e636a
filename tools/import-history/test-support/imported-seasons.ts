import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import type { Database } from '../../../server/db/client';
import { dumpPglite, openPgliteDump, testDatabases } from '../../../server/db/testing';
import { importSeasons, type SeasonImportResult } from '../import';
import { dirSource } from '../source';

/** The database, and what the import of its seasons reported (the same for every copy). */
type Opened = { db: Database; close(): Promise<void>; results: SeasonImportResult[] };

async function importFresh(dir: string, seasons: readonly string[]): Promise<Opened> {
  const opened = await testDatabases()[0]!.open();
  const results = await importSeasons(opened.db, dirSource(dir), seasons);
  return { ...opened, results };
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
 * Each call gets its own copy: tests never share state. The import's report (rows, dropped duplicates,
 * warnings) is kept beside the dump, so a test of the import itself reads the same report as if it had
 * imported. Outside a run with that directory (another Vitest config) it imports every time.
 */
export async function openImportedSeasons(dir: string, seasons: readonly string[]): Promise<Opened> {
  const runDir = inject('runDir') as string | undefined;
  if (!runDir) return importFresh(dir, seasons);
  const key = createHash('sha256').update(path.resolve(dir)).update(seasons.join(',')).digest('hex');
  const file = path.join(runDir, `imported-${key.slice(0, 16)}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    const cached = await readFile(file).catch(() => undefined);
    if (cached) {
      const results = JSON.parse(await readFile(`${file}.json`, 'utf8')) as SeasonImportResult[];
      return { ...(await openPgliteDump(new Blob([cached]))), results };
    }
    const locked = await writeFile(lock, String(process.pid), { flag: 'wx' }).then(
      () => true,
      () => false,
    );
    if (locked) {
      try {
        const opened = await importFresh(dir, seasons);
        // The report first, then the dump under another name, renamed: a waiting file that finds the
        // dump never reads half of it, and finds the report.
        await writeFile(`${file}.json`, JSON.stringify(opened.results));
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
