import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { fittedModelsRepository } from '../../db/repositories/fitted-models';
import { historyRepository } from '../../db/repositories/past-seasons';
import { createWorkerPool, type WorkerPool } from '../../workers/pool';
import type { TaskName } from '../../workers/tasks';
import { realSeason } from '../transfer-plan/testing/real-season';
import { createFitStore, importStamp, type ModelFits } from './fit-store';
import { warmProjections } from './warm-up';

const dir = path.resolve(import.meta.dirname, '../../../../shared/fpl-data/api/2025-26');
const present = existsSync(path.join(dir, 'bootstrap-static.json'));
const quiet = { warn: () => undefined };
const now = () => new Date('2026-02-15T00:00:00Z');

/** One process's projection services on a database; `ran` lists the worker tasks it asked for. */
async function processOn(db: Database, pool: WorkerPool) {
  const ran: TaskName[] = [];
  const counting: WorkerPool = {
    ...pool,
    run: (task, input, opts) => {
      ran.push(task);
      return pool.run(task, input, opts);
    },
    share: (id, rows) => pool.share(id, rows),
    unshare: (handle) => pool.unshare(handle),
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
  const history = historyRepository(db);
  const fits: ModelFits = {
    store: createFitStore(fittedModelsRepository(db), { now, log: quiet }),
    importStamp: async () => importStamp(await history.listSeasons()),
  };
  const { projections } = await realSeason(dir, 29, { pool: counting, fits });
  return { ran, openfpl: { projections }, history };
}

/**
 * The recorded 2025-26 season as of gameweek 29 on a PGlite data directory, asked by one process,
 * then by another on the same directory (a restart): the second answers from the stored fits.
 */
describe.skipIf(!present)(
  'fitted models across a restart on the recorded 2025-26 season (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  { timeout: 300_000 },
  () => {
    let dataDir: string;
    let pool: WorkerPool;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'fits-restart-'));
      pool = createWorkerPool(1);
    });
    afterAll(async () => {
      await pool?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers the same projections after a restart without fitting, and refits when a season is imported', async () => {
      const first = await openDatabase({ dataDir });
      const before = await processOn(first.db, pool);
      const answer = await before.openfpl.projections(1);
      expect(answer.length).toBeGreaterThan(500);
      expect(before.ran).toEqual(
        expect.arrayContaining(['fitMatchModel', 'seasonOutlook', 'pointsFit', 'openfplProjections']),
      );
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        const after = await processOn(second.db, pool);
        // The server warms up after its start: only what is applied after the fits (odds of the
        // fixtures, the six horizons) runs again.
        const logged: string[] = [];
        await warmProjections(after.openfpl, { info: (l) => logged.push(l), warn: (l) => logged.push(l) });
        expect(logged.join('\n')).toMatch(/^Projections ready in \d+\.\d s$/);
        expect(after.ran).not.toContain('fitMatchModel');
        expect(after.ran).not.toContain('seasonOutlook');
        expect(after.ran).not.toContain('pointsFit');
        // A manager's first request after the warm-up is answered from memory: no work at all.
        after.ran.length = 0;
        expect(await after.openfpl.projections(1)).toEqual(answer);
        expect(after.ran).toEqual([]);

        // A past season arrives: every model is fitted again on the new data.
        await after.history.replaceSeason('2024-25', [], [], { source: 'test' });
        after.ran.length = 0;
        await after.openfpl.projections(1);
        expect(after.ran).toEqual(expect.arrayContaining(['fitMatchModel', 'seasonOutlook', 'pointsFit']));
      } finally {
        await second.close();
      }
    });
  },
);
