import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { testApp } from './test-app';
import { createSnapshotSource } from '../../fpl/snapshot-source';
import { makeTempDir, writeFiles } from '../../fpl/test-support/temp-dir';
import * as p from './payloads';

export const MANAGER = 101;
/** A manager whose entry has no current event (registered before the season started). */
export const PRESEASON_MANAGER = 102;
/** A manager whose current gameweek's picks are missing from the snapshot. */
export const PICKLESS_MANAGER = 103;
/** Classic league of 60 entries over 2 pages. */
export const LEAGUE = 900;
export const H2H_LEAGUE = 901;
/** Classic league with 21 full pages, one more than the cap. */
export const BIG_LEAGUE = 902;
export const UNKNOWN_ID = 424242;

/**
 * Manager 101's season: GW2 0 transfers (2 free for GW3), GW3 1 (2 free for GW4), GW4 3 with a
 * -4 hit (1 free for GW5), GW5 wildcard (count kept: 1 free for GW6), GW6 2 transfers, -4.
 */
const HISTORY = [
  p.historyRow(1, 0, 0, 5),
  p.historyRow(2, 0, 0, 5),
  p.historyRow(3, 1, 0, 8),
  p.historyRow(4, 3, 4, 2),
  p.historyRow(5, 0, 0, 20),
  p.historyRow(6, 2, 4, 15),
];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The test season as snapshot files (path to payload). */
export function snapshotFiles(): Record<string, unknown> {
  const all: Record<string, unknown> = {
    'bootstrap-static.json': p.bootstrap(),
    'fixtures.json': p.fixtures(),
    [`entry/${MANAGER}.json`]: p.entry(MANAGER, p.CURRENT_GW, [
      p.classicLeague(LEAGUE, `League ${LEAGUE}`, 7),
      p.classicLeague(314, 'Overall', 12_345),
    ]),
    [`entry/${MANAGER}/history.json`]: {
      current: HISTORY,
      past: [{ season_name: '2024/25', total_points: 2100, rank: 150_000 }],
      chips: [{ name: 'wildcard', time: `${p.SEASON_START_YEAR}-09-19T10:00:00Z`, event: 5 }],
    },
    [`entry/${MANAGER}/event/${p.CURRENT_GW}/picks.json`]: p.picks(HISTORY[5]!),
    [`entry/${PRESEASON_MANAGER}.json`]: p.entry(PRESEASON_MANAGER, null),
    [`entry/${PICKLESS_MANAGER}.json`]: p.entry(PICKLESS_MANAGER, p.CURRENT_GW),
    [`entry/${PICKLESS_MANAGER}/history.json`]: { current: HISTORY, past: [], chips: [] },
    [`leagues-classic/${LEAGUE}/standings.json`]: p.standingsPage(LEAGUE, 1, range(1, 50), true),
    [`leagues-classic/${LEAGUE}/standings-page-2.json`]: p.standingsPage(LEAGUE, 2, range(51, 60), false),
    [`leagues-classic/${H2H_LEAGUE}/standings.json`]: p.standingsPage(H2H_LEAGUE, 1, range(1, 4), false, 'h'),
  };
  for (const page of range(1, 21)) {
    const name = page === 1 ? 'standings.json' : `standings-page-${page}.json`;
    all[`leagues-classic/${BIG_LEAGUE}/${name}`] = p.standingsPage(
      BIG_LEAGUE,
      page,
      range(page * 50 - 49, page * 50),
      true,
    );
  }
  return all;
}

export interface SnapshotApp {
  app: FastifyInstance;
  dir: string;
  close: () => Promise<void>;
}

/** Writes the test season to a temp dir and builds the app on it (no SPA unless given). */
export async function snapshotApp(overrides: Partial<AppDeps> = {}): Promise<SnapshotApp> {
  const { dir, cleanup } = await makeTempDir('api-snapshot');
  await writeFiles(dir, snapshotFiles());
  const app = await testApp({ fpl: createSnapshotSource(dir), version: '1.2.3-test', ...overrides });
  return {
    app,
    dir,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}
