import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seasonLabel } from '@contracts/game/schedule';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { previousSeasons } from '../../server/services/matches/current-season';
import { PAST_SEASONS } from '../../server/services/matches/service';
import { benchChildren, HOST, startNode, waitFor, type Child } from '../bench-relay/servers';
import { COLD_TARGET_MS, sharesTable, type EndpointTimes } from './table';

/**
 * npm run bench:shares [-- --snapshot DIR [--vaastav DIR] [--as-of K] [--data-dir DIR] [--warm N]]
 * Starts the app on a fresh data directory (the demo season by default; with --snapshot the recorded
 * season, its three previous seasons imported from vaastav first; --data-dir copies an already
 * prepared one instead), waits for the start-up jobs, then asks each of the seven share endpoints
 * once in turn (cold: the first computes the current season's model, which the others share) and
 * --warm times more (default 5). Prints one table, with the app's CPU time during each first
 * answer (from /proc: on a busy machine it says more than the wall time). Port BENCH_PORT + 20 (5286).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 5266) + 20;
const CURRENT = [
  'goal-share-season',
  'assist-share-season',
  'player-goal-projections',
  'player-assist-projections',
  'season-projections',
];
const WATCHDOG_MS = 600_000;

function get(agent: Agent, urlPath: string): Promise<{ ms: number; status: number; body: Buffer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, path: urlPath, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs a tool to completion, failing with its output when it fails. */
async function run(child: Child, what: string): Promise<void> {
  const code = await new Promise((resolve) => child.process.once('exit', resolve));
  if (code !== 0) throw new Error(`${what} failed (exit ${String(code)}):\n${child.output.join('\n')}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      snapshot: { type: 'string' },
      vaastav: { type: 'string', default: path.resolve(repoRoot, '../shared/fpl-data/vaastav') },
      'as-of': { type: 'string' },
      'data-dir': { type: 'string' },
      warm: { type: 'string', default: '5' },
    },
  });
  const snapshot = values.snapshot && path.resolve(values.snapshot);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-shares-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    FPL_SOURCE: snapshot ?? 'demo',
    PORT: String(port),
    HOST,
    LOG_LEVEL: 'info',
    ...(values['as-of'] ? { FPL_AS_OF_GAMEWEEK: values['as-of'] } : {}),
  };
  const children = benchChildren('bench:shares', WATCHDOG_MS);
  try {
    let started = performance.now();
    if (values['data-dir']) {
      await cp(path.resolve(values['data-dir']), dataDir, { recursive: true });
    } else if (snapshot) {
      const bootstrap = JSON.parse(
        await readFile(path.join(snapshot, 'bootstrap-static.json'), 'utf8'),
      ) as BootstrapStatic;
      const season = seasonLabel(bootstrap.events);
      if (!season) throw new Error(`${snapshot}: no season in its bootstrap`);
      const seasons = previousSeasons(season, PAST_SEASONS).flatMap((s) => ['--season', s]);
      const importer = startNode(
        [path.join(repoRoot, 'tools/import-history/main.ts'), '--dir', values.vaastav, ...seasons],
        env,
      );
      children.push(importer);
      await run(importer, 'import-history');
    } else {
      const prepare = startNode([path.join(repoRoot, 'tools/prepare.ts')], env);
      children.push(prepare);
      await run(prepare, 'prepare');
    }
    console.log(`data directory prepared in ${fmt(performance.now() - started)}`);

    started = performance.now();
    const app = startNode([path.join(repoRoot, 'server/main.ts')], env);
    children.push(app);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const up = () => get(agent, '/api/status').then((r) => r.status === 200);
    await waitFor('the app', up, 120_000);
    // The start-up price-history job competes for the CPU: the cold requests wait for it.
    const jobDone = () => app.output.some((l) => /Price history backfill|No price history/.test(l));
    await waitFor('the start-up price-history job', jobDone, 300_000);
    console.log(`app ready after ${fmt(performance.now() - started)}`);

    const rows: EndpointTimes[] = [];
    const ask = async (urlPath: string) => {
      const cpuBefore = await cpuMs(app.process.pid);
      const first = await get(agent, urlPath);
      const cpuAfter = await cpuMs(app.process.pid);
      const coldCpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      rows.push({
        path: urlPath,
        status: first.status,
        bytes: first.body.length,
        cold: first.ms,
        coldCpu,
        warm: [],
      });
      return first;
    };
    const goals = await ask(`/api/${CURRENT[0]}`);
    for (const name of CURRENT.slice(1)) await ask(`/api/${name}`);
    const current =
      goals.status === 200 ? (JSON.parse(goals.body.toString()) as { season: string | null }) : null;
    const past = current?.season ? previousSeasons(current.season, 1)[0] : undefined;
    if (past) for (const m of ['goal', 'assist']) await ask(`/api/${m}-share-historical/${past}`);
    for (let i = 0; i < Number(values.warm); i++) {
      for (const row of rows) row.warm.push((await get(agent, row.path)).ms);
    }

    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(
      `source ${env.FPL_SOURCE}${values['as-of'] ? ` as of GW${values['as-of']}` : ''}, load average ${load}\n`,
    );
    console.log(sharesTable(rows));
    const cold = rows[0]?.cold ?? NaN;
    console.log(
      `\ncold /api/goal-share-season ${fmt(cold)} (target under ${fmt(COLD_TARGET_MS)} on the real snapshot)`,
    );
  } finally {
    children.stopAll();
    // The servers are still exiting (PGlite writing its WAL): retry rather than fail with ENOTEMPTY.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux builds as a rule).
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's user plus system CPU time so far, from /proc (null elsewhere). */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // The fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields) return null;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
