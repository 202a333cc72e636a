import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './e2e/admin-session';
import { REPLAY_GAMEWEEK } from './e2e/replay';

/**
 * Browser tests against the real server (built SPA + API on one port).
 * - `demo`: the generated demo season, a fresh embedded database per run; `demo-reads` the specs
 *   that only read it, beside the others on the same server.
 * - `real`: the recorded 2025-26 snapshot in ../shared/fpl-data, only when it is present
 *   (specs named *.real.spec.ts skip themselves with a message otherwise).
 * - `replay`: the same snapshot replayed as at the end of gameweek REPLAY_GAMEWEEK
 *   (`FPL_AS_OF_GAMEWEEK`), for screens whose numbers depend on what is still to be played.
 */
// E2E_PORT_BASE lets two checkouts run their browser tests at once without sharing a port.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 5181);
const DEMO_PORT = PORT_BASE;
const REAL_PORT = PORT_BASE + 1;
const REPLAY_PORT = PORT_BASE + 2;
const REPLAYED_SPECS = /(projections|projected-standings|predicted-scores|shares)\.real\.spec\.ts$/;
const realData = path.resolve(import.meta.dirname, '../shared/fpl-data/api/2025-26');
const hasRealData = fs.existsSync(realData);
const runDir = path.join(os.tmpdir(), `fpl-e2e-${process.pid}`);

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

// The replay imports the recorded season before it (about 3 s), as an operator would, so the past-season
// screens have real history to show: a January mover's goals under both clubs (shares.real.spec.ts).
const PAST_SEASON = '2024-25';
const hasPastSeason = fs.existsSync(
  path.resolve(import.meta.dirname, '../shared/fpl-data/vaastav', PAST_SEASON),
);
const IMPORT_PAST = `node --import tsx tools/import-history/main.ts --season ${PAST_SEASON} > /dev/null && `;

function server(
  port: number,
  fplSource: string,
  name: string,
  extraEnv: Record<string, string> = {},
  before = '',
  // The demo waits for its background preparation (past seasons, stored backtests), so no screen
  // changes under a test as the preparation moves on; the real data have no past seasons to load.
  readyPath = '/api/status',
) {
  return {
    command: `node --import tsx tools/prepare.ts && ${before}node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}${readyPath}`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      FPL_SOURCE: fplSource,
      DATA_DIR: path.join(runDir, name),
      DEMO_DIR: path.resolve(import.meta.dirname, '.demo-data'),
      LOG_LEVEL: 'warn',
      // A known admin password, so specs of admin writes can sign in (e2e/admin-session.ts).
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Nothing is fetched from the internet in tests.
      FPL_HISTORY_URL: 'off',
      ...extraEnv,
    },
  };
}

const PERFORMANCE_SPEC = /performance-budget\.spec\.ts$/;
// Demo specs that only read (no admin setting, sign-in attempt or stored write): they run beside
// the other demo specs, on the same server, in a project of their own.
const DEMO_READS =
  /(accessibility|shell|layout-shift-windows|manager|desktop-columns|phone-sticky-columns)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The projects run beside each other, the files of one project one at a time: the demo's files
  // share one server and some change what others read (admin settings, sign-in attempts), so only
  // the ones that just read (demo-reads) run beside them. The layout-shift and blocking-time loads
  // (perf) run after the others, alone.
  fullyParallel: false,
  workers: 4,
  retries: 0,
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'demo',
      workers: 1,
      testIgnore: [/\.real\.spec\.ts$/, PERFORMANCE_SPEC, DEMO_READS],
      use: { ...chromium, baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
    {
      name: 'demo-reads',
      workers: 1,
      testMatch: DEMO_READS,
      use: { ...chromium, baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
    // Layout shift and blocking time of every route, in `npm test` (scripts/test-all.sh) and alone
    // as `npm run test:perf` (--no-deps).
    {
      name: 'perf',
      workers: 1,
      testMatch: PERFORMANCE_SPEC,
      // Blocking time is wall-clock time at 4x CPU: measured after the other projects, so their
      // browsers and servers do not take the CPU from the screen being measured.
      dependencies: ['demo', 'demo-reads', 'real', 'replay'],
      use: { ...chromium, baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
    {
      name: 'real',
      workers: 1,
      testMatch: /\.real\.spec\.ts$/,
      testIgnore: REPLAYED_SPECS,
      use: { ...chromium, baseURL: `http://127.0.0.1:${REAL_PORT}` },
    },
    {
      name: 'replay',
      workers: 1,
      testMatch: REPLAYED_SPECS,
      use: { ...chromium, baseURL: `http://127.0.0.1:${REPLAY_PORT}` },
    },
  ],
  webServer: [
    server(DEMO_PORT, 'demo', 'demo', {}, '', '/api/ready'),
    ...(hasRealData
      ? [
          server(REAL_PORT, realData, 'real'),
          server(
            REPLAY_PORT,
            realData,
            'replay',
            { FPL_AS_OF_GAMEWEEK: String(REPLAY_GAMEWEEK) },
            hasPastSeason ? IMPORT_PAST : '',
          ),
        ]
      : []),
  ],
});
