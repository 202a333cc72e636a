import { loadConfig } from '../server/config';
import { ensureDemoSeason } from './demo-season/write-dir';

/**
 * Runs before the server (`npm start`, the browser tests): generates the demo season when it is
 * missing, so that the server can read it the moment it listens; under `npm start`, it says so
 * over IPC as soon as the season is written, before its past seasons are. Its past seasons and the accuracy
 * measured on them are loaded by the server itself, in the background (server/jobs/preparation).
 */
async function prepare(): Promise<void> {
  const config = loadConfig();
  // Only `demo` and `auto` (which falls back to demo when upstream is unreachable) need the demo.
  if (config.fplSource !== 'demo' && config.fplSource !== 'auto') return;
  // `npm start` (tools/start) starts the server on the season while the past seasons are written.
  const seasonWritten = () => {
    if (process.connected) process.send?.('season');
  };
  const written = await ensureDemoSeason(config.demoDir, {}, undefined, undefined, seasonWritten);
  console.log(
    written ? `Demo season generated in ${config.demoDir}` : `Demo season present in ${config.demoDir}`,
  );
}

prepare().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
