import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROVENANCE_FILE } from '@contracts/history-provenance';
import { databaseFor, loadConfig, type Config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { matchesRepository } from '../server/db/repositories/matches';
import { watchlistRepository } from '../server/db/repositories/watchlist';
import { historicalPlayers, matches, playerGameweeks, seasons } from '../server/db/schema/index';
import { watchlistItem } from '../server/db/test-rows';
import { freshPostgresDatabase } from '../server/db/testing';
import { makeTempDir, writeFiles } from '../server/fpl/test-support/temp-dir';
import { importDemoHistory } from './demo-history';
import { runCli } from './import-history/cli';
import { modernSeasonFiles } from './import-history/test-support/tiny-seasons';

// Demo and real data on one database server (PostgreSQL when TEST_DATABASE_URL is set, else
// PGlite directories under one DATA_DIR), through the paths the app uses: the importer command for
// real seasons, the start-up preparation for the demo's, and the database the server opens for
// each source.
const targets = [
  { name: 'pglite', url: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
];

const quiet = { out: () => undefined, err: () => undefined };

describe.each(targets)('demo and real data on one $name server', { timeout: 180_000 }, ({ url }) => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let env: NodeJS.ProcessEnv;
  let config: Config;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    temp = await makeTempDir('demo-separation');
    const fresh = url ? await freshPostgresDatabase(url) : undefined;
    drop = fresh ? fresh.drop : async () => undefined;
    env = { DATA_DIR: path.join(temp.dir, 'data'), ...(fresh ? { DATABASE_URL: fresh.url } : {}) };
    config = loadConfig(env, temp.dir);
    // A real 2023-24 and an invented 2023-24 (other club names), marked as demo data.
    await writeFiles(path.join(temp.dir, 'real'), modernSeasonFiles('2023-24'));
    const invented = Object.entries(modernSeasonFiles('2023-24')).map(([file, text]) => [
      `history/${file}`,
      text.replaceAll('Arsenal', 'Inventedham'),
    ]);
    await writeFiles(config.demoDir, {
      ...Object.fromEntries(invented),
      [`history/${PROVENANCE_FILE}`]: { origin: 'demo' },
      'demo-manifest.json': { seed: 1, currentGameweek: 2, managerIds: [], leagueIds: [] },
    });
  });
  afterEach(async () => {
    await drop();
    await temp.cleanup();
  });

  /** Everything stored for the real data source, as text. */
  async function realRows(): Promise<string> {
    const opened = await openDatabase(databaseFor(config, 'live'));
    try {
      const { db } = opened;
      return JSON.stringify([
        await db.select().from(seasons).orderBy(asc(seasons.label)),
        await db.select().from(historicalPlayers).orderBy(asc(historicalPlayers.playerId)),
        await db.select().from(playerGameweeks).orderBy(asc(playerGameweeks.id)),
        await db.select().from(matches).orderBy(asc(matches.fixtureId)),
      ]);
    } finally {
      await opened.close();
    }
  }

  it('keeps the demo’s seasons and watchlist apart: the real season’s rows stay byte-identical', async () => {
    expect(await runCli(['--dir', path.join(temp.dir, 'real')], env, quiet)).toBe(0);
    const before = await realRows();
    expect(before).toContain('Arsenal');

    // Start on the demo: the preparation imports its past seasons, then the server opens its database.
    await importDemoHistory(config, () => undefined);
    const demo = await openDatabase(databaseFor(config, 'demo'));
    try {
      const stored = await demo.db.select().from(seasons);
      expect(stored.map((s) => [s.label, s.origin])).toEqual([['2023-24', 'demo']]);
      await watchlistRepository(demo.db).add(
        'owner-1',
        watchlistItem({ playerId: 7, playerName: 'Demo Player' }),
      );
    } finally {
      await demo.close();
    }

    // Back on the real source.
    expect(await realRows()).toBe(before);
    const real = await openDatabase(databaseFor(config, 'live'));
    try {
      expect(await watchlistRepository(real.db).listByOwner('owner-1')).toEqual([]);
    } finally {
      await real.close();
    }
  });

  it('refuses, with a clear message, to import invented seasons over a real one', async () => {
    expect(await runCli(['--dir', path.join(temp.dir, 'real')], env, quiet)).toBe(0);
    const before = await realRows();
    const err: string[] = [];
    const code = await runCli(['--dir', path.join(config.demoDir, 'history')], env, {
      out: () => undefined,
      err: (l) => err.push(l),
    });
    expect(code).toBe(1);
    expect(err[0]).toBe(
      'Import refused: 2023-24 holds real data, which is never replaced by invented demo data (the demo keeps its own database: the pglite-demo directory, or the fpl_demo schema on PostgreSQL)',
    );
    expect(await realRows()).toBe(before);
  });

  it('imports the demo seasons again where a database from before matches were stored has none', async () => {
    await importDemoHistory(config, () => undefined);
    const countMatches = async () => {
      const demo = await openDatabase(databaseFor(config, 'demo'));
      try {
        return Object.fromEntries(await matchesRepository(demo.db).countBySeason());
      } finally {
        await demo.close();
      }
    };
    expect(await countMatches()).toEqual({ '2023-24': 3 });
    // As an older version left it: the season imported, its matches table empty.
    const demo = await openDatabase(databaseFor(config, 'demo'));
    await demo.db.delete(matches);
    await demo.close();
    const lines: string[] = [];
    await importDemoHistory(config, (l) => lines.push(l));
    expect(lines[0]).toBe('Imported demo season 2023-24: 3 players, 9 gameweek rows, 3 matches');
    expect(await countMatches()).toEqual({ '2023-24': 3 });
  });
});
