import { loadConfig } from '../server/config';
import { storeDemoBacktests } from './demo-backtests';
import { importDemoHistory } from './demo-history';
import { ensureDemoSeason } from './demo-season/write-dir';

/**
 * Runs before the server (`npm start`, the browser tests): generates the demo season when it is
 * missing, loads its invented past seasons into the demo database and, on the first start, stores
 * the points and price backtests measured on them. These are tools, and the
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
  // Into the demo's own database (PGlite directory or PostgreSQL schema), never beside real seasons.
  await importDemoHistory(config, (line) => console.log(line));
  await storeDemoBacktests(config, process.env, (line) => console.log(line));
}

prepare().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
