import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchChildren, HOST, startNode, waitFor } from '../bench-relay/servers';
import { summarise, type ProbeTimes } from './summary';

/**
 * npm run bench:startup
 * A first start as a new user makes it: a fresh data directory, the demo season generated and its
 * past seasons imported (tools/prepare.ts, timed), then the server. From the moment it accepts
 * connections, three reads are probed in turn, one at a time, until the start-up price-history
 * backfill has finished and a second more: a route without the database, one reading the
 * bootstrap, one reading the database. Printed: each route's slowest and 99th-percentile answer.
 * Target: no request waits more than 100 ms behind a background job. Port BENCH_PORT + 10 (5276).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 5266) + 10;
const PROBES = ['/api/status', '/api/fixture-difficulty', '/api/price-changes/recent'] as const;
const AFTER_JOB_MS = 1_000;
const WATCHDOG_MS = 300_000;

function timedGet(agent: Agent, urlPath: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, path: urlPath, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-startup-'));
  const env = { DATA_DIR: dataDir, FPL_SOURCE: 'demo', PORT: String(port), HOST, LOG_LEVEL: 'info' };
  const children = benchChildren('bench:startup', WATCHDOG_MS);
  try {
    let started = performance.now();
    const prepare = startNode([path.join(repoRoot, 'tools/prepare.ts')], env);
    children.push(prepare);
    await new Promise((resolve) => prepare.process.once('exit', resolve));
    console.log(
      `prepare (demo season generated, past seasons imported): ${fmt(performance.now() - started)}`,
    );

    started = performance.now();
    const app = startNode([path.join(repoRoot, 'server/main.ts')], env);
    children.push(app);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await waitFor(
      'the app',
      () =>
        timedGet(agent, PROBES[0]).then(
          () => true,
          () => false,
        ),
      120_000,
    );
    console.log(`server accepting connections after ${fmt(performance.now() - started)}`);

    const times: ProbeTimes = Object.fromEntries(PROBES.map((p) => [p, []]));
    const jobDone = () => app.output.some((l) => /Price history backfill|No price history/.test(l));
    let doneAt: number | null = null;
    while (doneAt === null || performance.now() - doneAt < AFTER_JOB_MS) {
      for (const probe of PROBES) times[probe]?.push(await timedGet(agent, probe));
      if (doneAt === null && jobDone()) doneAt = performance.now();
    }
    console.log(`start-up backfill finished ${fmt((doneAt ?? 0) - started)} after the server started`);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}\n`,
    );
    console.log(summarise(times));
  } finally {
    children.stopAll();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
