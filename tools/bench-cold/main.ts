import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import { listSeasonFolders } from '../import-history/source';
import { load } from '../bench-relay/measure';
import { benchChildren, getRaw, HOST, startNode, waitFor } from '../bench-relay/servers';
import { coldTable, percentile, type ColdRow } from './table';

/**
 * npm run bench:cold -- --snapshot DIR [--data-dir DIR] [--duration S]
 * A cold app on a recorded season with its previous seasons imported (from --data-dir, copied, or
 * every vaastav season before it imported first): the first and second answer of every projection endpoint in turn,
 * /api/status asked every 20 ms meanwhile (its latency while the models are fitted), then the
 * cached projection answers under 200 connections beside a bare Node server sending the same bytes,
 * then a restart on the same data directory and each endpoint's first answer there (the stored fits).
 * Ports: BENCH_PORT (default 5266) + 40 for the app, + 41 for the bare server.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const appPort = Number(process.env.BENCH_PORT ?? 5266) + 40;
const rawPort = appPort + 1;
const ENDPOINTS = [
  '/api/openfpl-projections?horizon=1',
  '/api/projected-standings',
  '/api/results-projections',
  '/api/projected-goals-cs',
  '/api/team-projections-combined',
  '/api/team-assist-projections',
  '/api/team-cs-projections',
  '/api/predicted-scores',
  '/api/goal-share-season',
  '/api/assist-share-season',
  '/api/player-goal-projections',
  '/api/player-assist-projections',
  '/api/season-projections',
  '/api/match-model',
];
const UNDER_LOAD = ['/api/projected-standings', '/api/results-projections'];
const WATCHDOG_MS = 900_000;

function get(agent: Agent, port: number, urlPath: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, path: urlPath, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

const loadText = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function prepareDataDir(snapshot: string, dataDir: string, env: Record<string, string>) {
  const bootstrap = JSON.parse(
    await readFile(path.join(snapshot, 'bootstrap-static.json'), 'utf8'),
  ) as BootstrapStatic;
  const season = seasonLabel(bootstrap.events);
  if (!season) throw new Error(`${snapshot}: no season in its bootstrap`);
  const vaastav = path.resolve(repoRoot, '../shared/fpl-data/vaastav');
  // Every recorded season before the snapshot's (2016-17 to 2024-25 for 2025-26): the database a
  // real install holds after fetching its past seasons, which the history reads must not scan whole.
  const past = (await listSeasonFolders(vaastav)).filter((s) => s < season);
  const seasons = past.flatMap((s) => ['--season', s]);
  const importer = startNode(
    [path.join(repoRoot, 'tools/import-history/main.ts'), '--dir', vaastav, ...seasons],
    {
      ...env,
      DATA_DIR: dataDir,
    },
  );
  const code = await new Promise((resolve) => importer.process.once('exit', resolve));
  if (code !== 0) throw new Error(`import-history failed:\n${importer.output.join('\n')}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      snapshot: { type: 'string' },
      'data-dir': { type: 'string' },
      duration: { type: 'string', default: '10' },
    },
  });
  if (!values.snapshot) throw new Error('--snapshot DIR is required (a recorded season)');
  const snapshot = path.resolve(values.snapshot);
  // The machine may be shared: its load is printed as at the start and at the end.
  const loadAtStart = loadText();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-cold-'));
  const env = { FPL_SOURCE: snapshot, HOST, LOG_LEVEL: 'warn' };
  const children = benchChildren('bench:cold', WATCHDOG_MS);
  try {
    if (values['data-dir']) await cp(path.resolve(values['data-dir']), dataDir, { recursive: true });
    else await prepareDataDir(snapshot, dataDir, env);
    const startApp = async () => {
      const app = startNode([path.join(repoRoot, 'server/main.ts')], {
        ...env,
        DATA_DIR: dataDir,
        PORT: String(appPort),
      });
      children.push(app);
      const probe = new Agent({ keepAlive: false });
      await waitFor(
        'the app',
        async () => (await get(probe, appPort, '/api/status')).status === 200,
        120_000,
      );
      return app;
    };
    const app = await startApp();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });

    // /api/status every 20 ms on its own socket while the endpoints are asked one by one.
    const statusAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const statusTimes: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        statusTimes.push((await get(statusAgent, appPort, '/api/status')).ms);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const rows: ColdRow[] = [];
    for (const urlPath of ENDPOINTS) {
      const first = await get(agent, appPort, urlPath);
      const second = await get(agent, appPort, urlPath);
      rows.push({
        path: urlPath,
        status: first.status,
        firstMs: first.ms,
        secondMs: second.ms,
        restartMs: NaN,
      });
    }
    probing = false;
    await probe;

    const durationS = Number(values.duration);
    const spec: Record<string, { headers: Record<string, string>; body: string }> = {};
    for (const urlPath of UNDER_LOAD) {
      const r = await getRaw(appPort, urlPath);
      for (const h of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete r.headers[h];
      spec[`${urlPath} identity`] = { headers: r.headers, body: r.body.toString('base64') };
    }
    const specFile = path.join(dataDir, 'raw-spec.json');
    await writeFile(specFile, JSON.stringify(spec));
    children.push(
      startNode([path.join(repoRoot, 'tools/bench-relay/raw-server.ts'), specFile, String(rawPort)], {}),
    );
    await waitFor(
      'the bare server',
      async () => (await getRaw(rawPort, UNDER_LOAD[0]!)).status === 200,
      30_000,
    );
    const loads = [];
    for (const urlPath of UNDER_LOAD) {
      const l = { path: urlPath, connections: 200 };
      loads.push({
        path: urlPath,
        app: await load(appPort, l, durationS),
        raw: await load(rawPort, l, durationS),
      });
    }

    // A restart on the same data: the fits are read back from the database, not made again.
    agent.destroy();
    await new Promise((resolve) => {
      app.process.once('exit', resolve);
      app.stop();
    });
    await startApp();
    const restarted = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const row of rows) row.restartMs = (await get(restarted, appPort, row.path)).ms;
    restarted.destroy();

    console.log(
      `\n${snapshot}, cold app, load average ${loadAtStart} at the start, ${loadText()} at the end\n`,
    );
    console.log(coldTable(rows));
    console.log(
      `\n/api/status while the models were fitted: ${statusTimes.length} requests, p50 ${percentile(statusTimes, 0.5).toFixed(0)} ms, p99 ${percentile(statusTimes, 0.99).toFixed(0)} ms, max ${Math.max(...statusTimes).toFixed(0)} ms (target p99 under 100 ms)`,
    );
    console.log(`\ncached answers, 200 connections, autocannon ${durationS} s each:`);
    for (const l of loads) {
      const ratio = l.app.reqPerSec / l.raw.reqPerSec;
      console.log(
        `${l.path}: app ${l.app.reqPerSec.toFixed(0)} req/s p99 ${l.app.p99Ms} ms (${l.app.failures} failed); bare Node ${l.raw.reqPerSec.toFixed(0)} req/s p99 ${l.raw.p99Ms} ms; ${ratio.toFixed(2)}x (target 0.5x, p99 under 200 ms)`,
      );
    }
  } finally {
    children.stopAll();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
