import { openDatabase, type OpenedDatabase } from '../../../db/client';
import { jobLeasesRepository } from '../../../db/repositories/job-leases';
import { historyRepository } from '../../../db/repositories/past-seasons';
import { createSnapshotSource } from '../../../fpl/snapshot-source';
import { RECORDED_SEASON_DIR } from '../../../fpl/test-support/recorded-season';
import { startPreparation, type PreparationDeps } from '../preparation';
import { preparationState } from '../state';

/** An embedded database in memory holding one (empty) past season, so the accuracy gets measured. */
export async function databaseWithPastSeason(): Promise<OpenedDatabase> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await historyRepository(database.db).replaceSeason('2024-25', [], [], { source: 'test' });
  return database;
}

/**
 * The background preparation on the recorded 2025-26 snapshot with no history to fetch, measuring
 * with child processes on `database`; `deps` replaces any of its parts.
 */
export function prepareRecordedSeason(database: OpenedDatabase, deps: Partial<PreparationDeps> = {}) {
  return startPreparation({
    fpl: createSnapshotSource(RECORDED_SEASON_DIR),
    database,
    jobDatabase: { kind: 'pglite' },
    demoDir: RECORDED_SEASON_DIR,
    history: { url: null, seasons: 0, timeoutMs: 1_000 },
    state: preparationState(),
    pricesReady: Promise.resolve(),
    log: { info: () => undefined, warn: () => undefined },
    once: { leases: jobLeasesRepository(database.db), holder: 'test' },
    ...deps,
  });
}
