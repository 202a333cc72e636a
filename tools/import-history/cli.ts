import { mkdir } from 'node:fs/promises';
import { openDatabase } from '../../server/db/client';
import { databaseFor, loadConfig } from '../../server/config';
import { RealSeasonError } from '../../server/db/repositories/errors';
import { parseCliArgs, USAGE, UsageError } from './cli-args';
import { ImportError } from './errors';
import { importSeasons, type SeasonImportResult } from './import';
import { dirSource, listSeasonFolders, urlSource } from './source';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The importer as a function (main.ts passes argv, env and the console): returns the exit code,
 * 0 when every season imported, 1 when one failed (the seasons before it stay imported), 2 on a
 * usage error. The database is the app's real-data one: DATABASE_URL (schema DATABASE_SCHEMA),
 * else PGlite under DATA_DIR/pglite.
 */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const started = performance.now();
  let opts;
  try {
    opts = parseCliArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (opts.mode === 'help') {
    io.out(USAGE);
    return 0;
  }
  const imported: string[] = [];
  try {
    const source =
      opts.mode === 'dir' ? dirSource(opts.dir) : urlSource(opts.baseUrl, { timeoutMs: opts.timeoutMs });
    const seasons =
      opts.seasons.length > 0 || opts.mode === 'url' ? opts.seasons : await listSeasonFolders(opts.dir);
    if (seasons.length === 0) {
      io.err(`No season folders (like 2019-20) under ${source.location}`);
      return 1;
    }
    const config = loadConfig(env);
    // PGlite creates its own folder but not the DATA_DIR it sits in (the app's start-up does that).
    if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
    const database = await openDatabase(databaseFor(config, 'live'));
    try {
      io.out(`Importing ${seasons.length} season(s) from ${source.location} into ${database.kind}`);
      await importSeasons(database.db, source, seasons, (r) => {
        imported.push(r.season);
        report(r, io);
      });
    } finally {
      await database.close();
    }
    io.out(`Done: ${seasons.length} season(s) in ${seconds(performance.now() - started)}`);
    return 0;
  } catch (err) {
    if (!(err instanceof ImportError || err instanceof RealSeasonError)) throw err;
    io.err(`${err instanceof RealSeasonError ? 'Import refused' : 'Import failed'}: ${err.message}`);
    io.err(`The failing season was left as it was; imported before it: ${imported.join(', ') || 'none'}.`);
    return 1;
  }
}

function report(r: SeasonImportResult, io: CliIo): void {
  const dropped = r.duplicatesDropped > 0 ? `, ${r.duplicatesDropped} repeated rows skipped` : '';
  io.out(
    `${r.season}: ${r.players} players, ${r.gameweekRows} gameweek rows, ${r.matches} matches${dropped} (${seconds(r.elapsedMs)})`,
  );
  for (const w of r.warnings) io.out(`  warning: ${w}`);
}
