import fs from 'node:fs';
import path from 'node:path';
import { databaseFor, type Config } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { matchesRepository } from '../server/db/repositories/matches';
import { historyRepository } from '../server/db/repositories/past-seasons';
import { importSeasons } from './import-history/import';
import { dirSource } from './import-history/source';
import { HISTORY_DIR } from './demo-season/layout';

/**
 * Loads the demo season's invented past seasons (`<demoDir>/history`, marked as demo by its
 * provenance.json) into the demo's own database: the pglite-demo directory, or the fpl_demo schema
 * on PostgreSQL. Seasons already imported from this dataset are skipped, unless they were imported
 * before matches were stored (a database migrated from an older version).
 */
export async function importDemoHistory(
  config: Pick<Config, 'dataDir' | 'demoDir' | 'databaseUrl' | 'databaseSchema'>,
  log: (line: string) => void,
): Promise<void> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(databaseFor(config, 'demo'));
  try {
    await importDemoSeasons(database.db, config.demoDir, log);
  } finally {
    await database.close();
  }
}

/** The same on an open database (the server's background job), with progress per season. */
export async function importDemoSeasons(
  db: Database,
  demoDir: string,
  log: (line: string) => void,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<void> {
  const historyDir = path.resolve(demoDir, HISTORY_DIR);
  const available = fs.readdirSync(historyDir).filter((name) => /^\d{4}-\d{2}$/.test(name));
  const generatedAt = fs.statSync(path.join(demoDir, 'demo-manifest.json')).mtime;
  const stored = await historyRepository(db).listSeasons();
  const withMatches = await matchesRepository(db).countBySeason();
  const current = (label: string) =>
    withMatches.has(label) &&
    stored.some((s) => s.label === label && s.source === historyDir && s.importedAt >= generatedAt);
  const missing = available.filter((label) => !current(label)).sort();
  if (missing.length === 0) return;
  const started = performance.now();
  let done = available.length - missing.length;
  onProgress(done, available.length);
  await importSeasons(db, dirSource(historyDir), missing, (r) => {
    log(
      `Imported demo season ${r.season}: ${r.players} players, ${r.gameweekRows} gameweek rows, ${r.matches} matches`,
    );
    onProgress(++done, available.length);
  });
  log(`Demo past seasons imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
