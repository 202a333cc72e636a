import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildApp } from './app';
import { databaseFor, loadConfig } from './config';
import { openDatabase } from './db/client';
import { jobLeasesRepository } from './db/repositories/job-leases';
import { selectSource } from './fpl/select-source';
import { jobsCodeVersion } from './jobs/preparation/jobs-code';
import { startPreparation } from './jobs/preparation/preparation';
import { preparationState } from './jobs/preparation/state';
import { priceCaptureTime, startPriceJob } from './jobs/price-capture';
import { parseWorkerModule, sharedPayloadParser } from './workers/payload-parser';
import { sharedWorkerPool } from './workers/pool';
import { bundleWorkerCode } from './workers/worker-bundle';

/** Given by `npm start` while it builds the client (tools/start/main.ts). */
const CLIENT_BUILDING = '--client-building';
/**
 * Given by `npm start` while it generates the demo season (tools/start/main.ts): the server loads
 * its code and opens the demo's database meanwhile, reads the source once told it is there, and
 * loads the past seasons once told they are written too.
 */
const AFTER_PREPARE = '--after-prepare';

/** Start-up: configuration, database (migrated), data source, then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const captureTime = priceCaptureTime();
  const log = console;
  fs.mkdirSync(config.dataDir, { recursive: true });
  // The model workers' code as one file, built (esbuild's own process) or found current while the
  // database opens; the pool's workers wait for it (decision record 0017).
  sharedWorkerPool().useWorkerCode(bundleWorkerCode({ dataDir: config.dataDir, log }));
  // Demo and `auto` (offline, it falls back to the demo) most likely serve the demo's database:
  // created and migrated (seconds of one core on a first start) while the season is generated.
  const mayServeDemo = !config.databaseUrl && (config.fplSource === 'demo' || config.fplSource === 'auto');
  // The snapshot parser's thread loads its code, bundled the same way, while the database opens and
  // the season is written.
  if (config.fplSource !== 'live') {
    const parser = sharedPayloadParser();
    parser.useWorkerCode(bundleWorkerCode({ dataDir: config.dataDir, entry: parseWorkerModule, log }));
    parser.warm();
  }
  const told = process.argv.includes(AFTER_PREPARE) ? toldByStart() : null;
  const early = told
    ? await Promise.all([mayServeDemo ? openDatabase(databaseFor(config, 'demo')) : null, told.season])
    : null;
  const selection = await selectSource({
    fplSource: config.fplSource,
    demoDir: config.demoDir,
    baseUrl: config.fplBaseUrl,
    asOfGameweek: config.fplAsOfGameweek,
    log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
  });
  log.info(`Data source: ${selection.source.kind} (${selection.source.location})`);
  // What the first status answer reads, read while the app is built (the answer joins the reads).
  for (const read of [selection.source.bootstrapStatic(), selection.source.fixtures()])
    read.catch(() => undefined);
  // The build's folder exists from the start while `npm start` builds (the static files' root).
  if (process.argv.includes(CLIENT_BUILDING)) fs.mkdirSync(config.staticDir, { recursive: true });
  const where = databaseFor(config, selection.source.kind);
  const opened = early?.[0] ?? null;
  if (opened && selection.source.kind !== 'demo') await opened.close();
  const database = opened && selection.source.kind === 'demo' ? opened : await openDatabase(where);
  const preparation = preparationState();
  let markHistoryReady: () => void = () => undefined;
  const warmUpAfter = new Promise<void>((resolve) => {
    markHistoryReady = resolve;
  });
  let markWarmedUp: () => void = () => undefined;
  const warmedUp = new Promise<void>((resolve) => {
    markWarmedUp = resolve;
  });

  const app = await buildApp({
    fpl: selection.source,
    sourceSelection: { selectedBy: selection.selectedBy, reason: selection.reason },
    database: { kind: database.kind },
    db: database.db,
    demo: selection.source.kind === 'demo' ? readDemoManifest(config.demoDir) : undefined,
    // `npm start` (tools/start) builds the client beside the server: its pages wait for the build.
    staticDir:
      fs.existsSync(path.join(config.staticDir, 'index.html')) || process.argv.includes(CLIENT_BUILDING)
        ? config.staticDir
        : undefined,
    logger: { level: config.logLevel },
    version: readVersion(),
    http: { trustProxy: config.trustProxy },
    admin: config.admin,
    // The demo and real data have separate databases, so separate generated passwords.
    adminPasswordFile: path.join(
      config.dataDir,
      selection.source.kind === 'demo' ? 'admin-password-demo.txt' : 'admin-password.txt',
    ),
    preparation,
    warmUpAfter,
    onWarmedUp: () => markWarmedUp(),
  });

  const jobs: Array<{ stop(): void }> = [];
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    for (const job of jobs) job.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The model workers load their code now, in their threads, not when the first request needs one.
  sharedWorkerPool().warm();
  const jobLog = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) };
  // Daily price capture (live) or price-history backfill (demo, snapshot), in the background.
  const priceJob = startPriceJob({ db: database.db, fpl: selection.source, captureTime, log: jobLog });
  jobs.push(priceJob);
  // Past seasons, then the accuracy measured on them: after listening, in child processes.
  const preparing = startPreparation({
    fpl: selection.source,
    database,
    jobDatabase: where.databaseUrl
      ? { kind: 'postgres', url: where.databaseUrl, schema: where.schema }
      : { kind: 'pglite' },
    demoDir: config.demoDir,
    demoHistoryWritten: told?.history,
    history: config.history,
    state: preparation,
    // The fits read the past seasons, not the accuracy: the projections are computed once they are
    // in, and the accuracy is measured after them (its processes would take the cores they need).
    onHistoryReady: () => markHistoryReady(),
    measureAfter: warmedUp,
    // Named once the projections are in: esbuild follows the measuring code's imports meanwhile.
    measuringCode: warmedUp.then(() => jobsCodeVersion(jobLog)),
    pricesReady: priceJob.started,
    log: jobLog,
    once: {
      leases: jobLeasesRepository(database.db),
      holder: `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
      leaseMs: config.jobLeaseMs,
    },
  });
  jobs.push(preparing);
  void preparing.done.then(() => {
    preparation.finish();
    markHistoryReady();
  });
}

/**
 * What `npm start` tells: `prepared` when the demo season can be read, `history` when its past
 * seasons are written too (tools/start/main.ts). The server stops if `npm start` goes away first.
 */
function toldByStart(): { season: Promise<void>; history: Promise<void> } {
  let seasonIn!: () => void;
  let historyIn!: () => void;
  const told = {
    season: new Promise<void>((resolve) => (seasonIn = resolve)),
    history: new Promise<void>((resolve) => (historyIn = resolve)),
  };
  const gone = () => process.exit(1);
  process.once('disconnect', gone);
  process.on('message', function heard(message) {
    seasonIn();
    if (message !== 'history') return;
    process.off('message', heard);
    process.off('disconnect', gone);
    historyIn();
    // Not within the handler: Node is still delivering the messages that came before a listener.
    setImmediate(() => process.disconnect());
  });
  return told;
}

const manifestSchema = z.object({
  managerIds: z.array(z.number().int()),
  leagueIds: z.array(z.number().int()),
});

function readDemoManifest(demoDir: string): { managerIds: number[]; leagueIds: number[] } | undefined {
  const file = path.join(demoDir, 'demo-manifest.json');
  if (!fs.existsSync(file)) return undefined;
  const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  // The manifest lists every demo manager, the most interesting first; a handful is what a person tries.
  if (!parsed.success) return undefined;
  return { managerIds: parsed.data.managerIds.slice(0, 10), leagueIds: parsed.data.leagueIds.slice(0, 10) };
}

function readVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? 'dev';
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
