import fs from 'node:fs';
import { databaseFor, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';

/**
 * Beside the demo season's generation (`npm start`, tools/start/main.ts): creates and migrates the
 * embedded database the server opens next, so that its first start does not create it (several
 * seconds of one core) after the generation. Only the embedded demo database, for the sources that
 * may use it (`demo`, and `auto`, which falls back to it offline); any other is the server's to open.
 */
async function createDatabase(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl || (config.fplSource !== 'demo' && config.fplSource !== 'auto')) return;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const opened = await openDatabase(databaseFor(config, 'demo'));
  await opened.close();
}

createDatabase().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
