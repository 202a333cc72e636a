import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../db/client';
import { jobLeasesRepository } from '../../db/repositories/job-leases';
import { createSnapshotSource } from '../../fpl/snapshot-source';
import { startPreparation } from './preparation';
import { preparationState } from './state';

/**
 * `npm start` starts the server on the demo season before its past seasons are written: the
 * background job says it is loading them and waits to be told they are there, instead of failing
 * on a folder that does not exist yet.
 */
describe('the demo past seasons written after the server started', { timeout: 60_000 }, () => {
  let dir: string;
  let database: OpenedDatabase;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'demo-wait-'));
    await writeFile(path.join(dir, 'demo-manifest.json'), '{}');
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('waits for them, saying so on the status line, then loads what was written', async () => {
    const warnings: string[] = [];
    const state = preparationState();
    let written!: () => void;
    const preparation = startPreparation({
      fpl: createSnapshotSource(dir, 'demo'),
      database,
      jobDatabase: { kind: 'pglite' },
      demoDir: dir,
      demoHistoryWritten: new Promise<void>((resolve) => (written = resolve)),
      history: { url: null, seasons: 0, timeoutMs: 1_000 },
      state,
      pricesReady: Promise.resolve(),
      log: { info: () => undefined, warn: (line) => warnings.push(line) },
      measurements: [],
      once: { leases: jobLeasesRepository(database.db), holder: 'test' },
    });
    try {
      // Longer than a job's process takes to start and fail on the missing folder.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(warnings).toEqual([]);
      expect(state.get()).toEqual({ step: 'loading-history', done: 0, total: 0, retryAt: null });

      await mkdir(path.join(dir, 'history'));
      written();
      await preparation.done;
      expect(state.get()).toBeNull();
      // An empty history folder: nothing failed, there is simply nothing to measure on.
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^No past seasons/);
    } finally {
      preparation.stop();
    }
  });
});
