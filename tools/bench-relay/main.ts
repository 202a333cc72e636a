import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { load, probeDuring, type Load } from './measure';
import { getRaw, HOST, snapshotDir, startFakeUpstream, startNode, waitFor, type Child } from './servers';
import { formatTable, type LoadTarget, type Row } from './table';

type Measure = (label: string, l: Load, target?: LoadTarget) => Promise<void>;

/**
 * npm run bench:relay [-- --duration 10 --snapshot DIR --rows relay,projections]
 * The app (server/main.ts, live source) against a fake upstream serving a snapshot, and a bare Node
 * server replaying the app's own bytes and headers, loaded in turn by autocannon on loopback.
 * `relay`: the relayed base data and the status line; `projections`: kept projection answers at 200
 * connections (issue 35's target: at least 0.5x the bare server, p99 under 200 ms).
 * Ports: BENCH_PORT (default 5266) for the app, +1 the bare server, +2 the fake upstream, +3 a bare
 * Fastify app replaying the same bytes (the framework's floor).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { duration: { type: 'string' }, snapshot: { type: 'string' }, rows: { type: 'string' } },
});
const durationS = Number(values.duration ?? 10);
const groups = new Set((values.rows ?? 'relay,projections').split(','));
const appPort = Number(process.env.BENCH_PORT ?? 5266);
const rawPort = appPort + 1;
const upstreamPort = appPort + 2;
const fastifyPort = appPort + 3;
/** Start-up, preparation, capture and seven rows of up to three runs each, with room to spare; then everything is stopped. */
const WATCHDOG_MS = (1_320 + 22 * (durationS + 2)) * 1000;

const BOOTSTRAP = '/api/bootstrap-static';
const STATUS = '/api/status';
const READY = '/api/ready';
const COMPRESSED = { 'accept-encoding': 'br, gzip' };
/** Answers the app computes once per data version and keeps (the first computation may take minutes). */
const PROJECTIONS = ['/api/projected-standings', '/api/results-projections'];
const PROJECTION_TARGET = { minRatio: 0.5, maxP99Ms: 200 };

async function main(): Promise<void> {
  const dir = snapshotDir(repoRoot, values.snapshot);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-relay-'));
  const children: Child[] = [];
  const upstream = await startFakeUpstream(dir, upstreamPort);
  const cleanup = async () => {
    for (const child of children) child.stop();
    upstream.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const watchdog = setTimeout(() => {
    console.error(`bench:relay: still running after ${WATCHDOG_MS / 1000} s, stopping`);
    void cleanup().finally(() => process.exit(2));
  }, WATCHDOG_MS);
  try {
    console.log(`Snapshot: ${dir}`);
    const app = startNode([path.join(repoRoot, 'server/main.ts')], {
      PORT: String(appPort),
      HOST,
      FPL_SOURCE: 'live',
      FPL_BASE_URL: `http://${HOST}:${upstreamPort}/`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    children.push(app);
    await waitFor('the app', async () => (await getRaw(appPort, STATUS)).status === 200, 120_000);
    // The live price job captures at start; measuring during its database writes measures them.
    await waitFor('the start-up price capture', () => app.output.some((l) => /Price/.test(l)), 60_000).catch(
      (err: Error) => console.warn(err.message),
    );

    if (groups.has('projections')) {
      // The first start's background preparation (past seasons, backtests) shares the machine with
      // whatever is measured: kept answers are measured once it is done, as a running server serves them.
      const preparing = performance.now();
      await waitFor(
        'the preparation',
        async () => (await getRaw(appPort, READY)).status === 200,
        900_000,
      ).then(
        () => console.log(`prepared in ${Math.round((performance.now() - preparing) / 1000)} s`),
        (err: Error) => console.warn(`${err.message}: measuring while it runs`),
      );
      for (const urlPath of PROJECTIONS) {
        const ready = async () => (await getRaw(appPort, urlPath, COMPRESSED)).status === 200;
        await waitFor(`the first ${urlPath} answer`, ready, 400_000);
      }
    }
    const spec: Record<string, { headers: Record<string, string>; body: string }> = {};
    const recorded: Array<readonly [string, Record<string, string>, string]> = [
      [BOOTSTRAP, {}, 'identity'],
      [BOOTSTRAP, COMPRESSED, 'br'],
      [STATUS, {}, 'identity'],
      ...(groups.has('projections') ? PROJECTIONS.map((p) => [p, COMPRESSED, 'br'] as const) : []),
    ];
    for (const [urlPath, headers, key] of recorded) {
      const r = await getRaw(appPort, urlPath, headers);
      if (r.status !== 200) throw new Error(`GET ${urlPath}: ${r.status} ${r.body.toString('utf8', 0, 300)}`);
      for (const h of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete r.headers[h];
      spec[`${urlPath} ${key}`] = { headers: r.headers, body: r.body.toString('base64') };
    }
    const bootstrapBytes = Buffer.from(spec[`${BOOTSTRAP} identity`]?.body ?? '', 'base64').length;
    console.log(`bootstrap-static: ${(bootstrapBytes / 1e6).toFixed(2)} MB as JSON`);
    const specFile = path.join(dataDir, 'raw-spec.json');
    await writeFile(specFile, JSON.stringify(spec));
    children.push(
      startNode([path.join(import.meta.dirname, 'raw-server.ts'), specFile, String(rawPort)], {}),
    );
    children.push(
      startNode([path.join(import.meta.dirname, 'fastify-server.ts'), specFile, String(fastifyPort)], {}),
    );
    await waitFor('the bare server', async () => (await getRaw(rawPort, STATUS)).status === 200, 30_000);
    await waitFor('bare Fastify', async () => (await getRaw(fastifyPort, STATUS)).status === 200, 30_000);

    const rows: Row[] = [];
    const measure: Measure = async (label, l, target) => {
      process.stdout.write(`measuring ${label} ...\n`);
      const app = await load(appPort, l, durationS);
      const fastify = await load(fastifyPort, l, durationS);
      const raw = await load(rawPort, l, durationS);
      rows.push({ kind: 'load', label, app, fastify, raw, target });
    };
    const measureRelay = async (m: Measure) => {
      await m(`cached ${BOOTSTRAP}, 50 connections`, { path: BOOTSTRAP, connections: 50 });
      await m(`cached ${BOOTSTRAP} (br), 50 connections`, {
        path: BOOTSTRAP,
        connections: 50,
        headers: COMPRESSED,
      });
      await m(`${STATUS}, 50 connections`, { path: STATUS, connections: 50 });
      await m(`cached bootstrap, 200 connections`, { path: BOOTSTRAP, connections: 200 });
      process.stdout.write(`measuring ${STATUS} while bootstrap is under load ...\n`);
      const busy = { path: BOOTSTRAP, connections: 50 };
      rows.push({
        kind: 'probe',
        label: `${STATUS} while bootstrap is under load (50 connections)`,
        app: await probeDuring(appPort, STATUS, busy, durationS),
        raw: await probeDuring(rawPort, STATUS, busy, durationS),
      });
    };
    if (groups.has('relay')) await measureRelay(measure);
    if (groups.has('projections')) {
      for (const urlPath of PROJECTIONS) {
        await measure(
          `kept ${urlPath} (br), 200 connections`,
          { path: urlPath, connections: 200, headers: COMPRESSED },
          PROJECTION_TARGET,
        );
      }
    }
    // Both sides share the machine with whatever else runs: the load average says how noisy it was.
    const machineLoad = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(`\nautocannon ${durationS} s per cell, loopback, same run; load average ${machineLoad}\n`);
    console.log(formatTable(rows));
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
