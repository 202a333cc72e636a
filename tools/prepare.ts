import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, pgliteDir } from '../server/config';
import { openDatabase } from '../server/db/client';
import { historyRepository } from '../server/db/repositories/past-seasons';
import { ensureDemoSeason } from './demo-season/write-dir';
import { importSeasons } from './import-history/import';
import { dirSource } from './import-history/source';

/**
 * Runs before the server (`npm start`, the browser tests): generates the demo season when it is
 * missing and loads its invented past seasons into the demo database. These are tools, and the
 * server only reads what they wrote, so they run here, before the server opens the database
 * (an on-disk PGlite directory takes one process at a time).
 */
async function prepare(): Promise<void> {
  const config = loadConfig();
  // Only `demo` and `auto` (which falls back to demo when upstream is unreachable) need the demo.
  if (config.fplSource !== 'demo' && config.fplSource !== 'auto') return;
  const written = await ensureDemoSeason(config.demoDir);
  console.log(
    written ? `Demo season generated in ${config.demoDir}` : `Demo season present in ${config.demoDir}`,
  );

  // On a shared PostgreSQL server, invented seasons are loaded only when demo data was asked for by
  // name, so they never land beside real ones by accident.
  if (config.databaseUrl && config.fplSource !== 'demo') return;
  await importDemoHistory(config);
}

async function importDemoHistory(config: ReturnType<typeof loadConfig>): Promise<void> {
  const historyDir = path.resolve(config.demoDir, 'history');
  const available = fs.readdirSync(historyDir).filter((name) => /^\d{4}-\d{2}$/.test(name));
  const generatedAt = fs.statSync(path.join(config.demoDir, 'demo-manifest.json')).mtime;

  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: pgliteDir(config, 'demo'),
  });
  try {
    const stored = await historyRepository(database.db).listSeasons();
    const current = (label: string) =>
      stored.some((s) => s.label === label && s.source === historyDir && s.importedAt >= generatedAt);
    const missing = available.filter((label) => !current(label)).sort();
    if (missing.length === 0) return;
    const started = performance.now();
    await importSeasons(database.db, dirSource(historyDir), missing, (r) =>
      console.log(`Imported demo season ${r.season}: ${r.players} players, ${r.gameweekRows} gameweek rows`),
    );
    console.log(`Demo past seasons imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

prepare().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
