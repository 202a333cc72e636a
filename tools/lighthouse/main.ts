import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { HOST, startNode, waitFor, type Child } from '../bench-relay/servers';
import { routeModules } from '../bundle-budget/route-modules';
import { lighthouseTable, medianRun, type RouteScores } from './table';

/**
 * npm run lighthouse (after `npm run build`; slow, not part of npm test)
 * Lighthouse's default mobile preset (simulated slow 4G, 4x CPU slowdown, a phone's screen) on
 * every route of client/app/routes.ts, against the built app serving the demo season, in Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium). Prints one table: performance and
 * accessibility scores, LCP, TBT, CLS. Ports LIGHTHOUSE_PORT (default 5505) and the next one (Chromium's
 * debugging port). `npm run lighthouse -- /watchlist /fixtures` measures only those routes;
 * `-- --runs 3` runs each route three times and reports the run with the median performance score.
 * A first run on the first route warms the server and Chromium and is not reported. A run Lighthouse
 * could not score (a trace cut short, NO_NAVSTART, happens on a loaded machine) is run again, up to
 * twice; a route still without a score shows the reason beside its dash.
 * LIGHTHOUSE_REPORTS=DIR keeps every reported run's full report there (`<route>-<run>.json`), to
 * read what an audit found (the LCP element, the request chains).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 5505);
const debugPort = port + 1;
const origin = `http://${HOST}:${port}`;
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

/** Debian's Chromium, headless, with the debugging port Lighthouse drives. */
function startChromium(profileDir: string) {
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  return {
    ready: () =>
      waitFor(
        'Chromium',
        async () => (await fetch(`http://${HOST}:${debugPort}/json/version`).catch(() => null))?.ok ?? false,
        30_000,
      ),
    stop: () => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

async function main(): Promise<void> {
  const routes = routeModules(await readFile(path.join(repoRoot, 'client/app/routes.ts'), 'utf8'));
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt === -1 ? 1 : Number(args[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
  const only = args.filter((_, i) => runsAt === -1 || (i !== runsAt && i !== runsAt + 1));
  const paths = [...new Set(routes.map((r) => r.path))].filter((p) => only.length === 0 || only.includes(p));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  const env = { DATA_DIR: dataDir, FPL_SOURCE: 'demo', PORT: String(port), HOST, LOG_LEVEL: 'warn' };
  let app: Child | undefined;
  let chrome: ReturnType<typeof startChromium> | undefined;
  try {
    const prepare = startNode([path.join(repoRoot, 'tools/prepare.ts')], env);
    await new Promise((resolve) => prepare.process.once('exit', resolve));
    app = startNode([path.join(repoRoot, 'server/main.ts')], env);
    await waitFor(
      'the app',
      async () => (await fetch(`${origin}/api/status`).catch(() => null))?.ok ?? false,
      120_000,
    );
    chrome = startChromium(path.join(dataDir, 'chromium'));
    await chrome.ready();
    const measure = async (route: string, run?: number): Promise<RouteScores> => {
      const result = await lighthouse(`${origin}${route}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
      if (reportsDir && run !== undefined) {
        await mkdir(reportsDir, { recursive: true });
        const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
        await writeFile(path.join(reportsDir, name), JSON.stringify(result.lhr));
      }
      const { categories, audits, runtimeError } = result.lhr;
      const performance = categories.performance?.score ?? null;
      // A trace Lighthouse could not read (its runtime error, e.g. NO_NAVSTART on a loaded machine) or a
      // metric it could not measure (no paint seen) leaves the score out; the table says which.
      const unmeasured = (categories.performance?.auditRefs ?? [])
        .filter((r) => r.weight > 0 && audits[r.id]?.errorMessage)
        .map((r) => r.id);
      const problem = runtimeError
        ? runtimeError.code
        : unmeasured.length > 0
          ? `unmeasured: ${unmeasured.join(', ')}`
          : 'no score';
      return {
        route,
        performance,
        accessibility: categories.accessibility?.score ?? null,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
        tbtMs: audits['total-blocking-time']?.numericValue ?? null,
        cls: audits['cumulative-layout-shift']?.numericValue ?? null,
        failing: Object.values(audits)
          .filter((a) => a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id))
          .map((a) => a.id),
        problem: performance === null ? problem : null,
      };
    };
    if (paths[0] !== undefined) await measure(paths[0]);
    const rows: RouteScores[] = [];
    for (const route of paths) {
      const all: RouteScores[] = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse asks for another run when its trace was cut short; a run with no score is tried
        // again, up to twice, and reported with its reason if it still has none.
        let scores = await measure(route, i);
        for (let retry = 0; scores.performance === null && retry < 2; retry++) {
          console.error(`lighthouse: ${route} run ${i + 1} has no score (${scores.problem}), again`);
          scores = await measure(route, i);
        }
        all.push(scores);
      }
      rows.push(medianRun(all) ?? all[0]!);
      console.error(`lighthouse: ${route} done`);
    }
    console.log(lighthouseTable(rows));
  } finally {
    chrome?.stop();
    app?.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

await main();
