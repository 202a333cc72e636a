import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { makeTempDir } from '../../server/fpl/test-support/temp-dir';
import { runCli } from './cli';
import { serveFiles, type FileServer } from './test-support/file-server';
import {
  modernSeasonFiles,
  oldSeasonFiles,
  TINY_GAMEWEEK_ROWS,
  TINY_PLAYER_COUNT,
} from './test-support/tiny-seasons';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

// Each run creates and migrates an on-disk PGlite database, which takes seconds on a busy machine.
describe(
  'the import-history command, downloading from a local server into DATA_DIR',
  { timeout: 120_000 },
  () => {
    let server: FileServer;
    let temp: Awaited<ReturnType<typeof makeTempDir>>;
    // A DATA_DIR that does not exist yet, as on a fresh checkout.
    let dataDir: string;
    beforeAll(async () => {
      const files = { ...oldSeasonFiles('2016-17'), ...modernSeasonFiles('2023-24') };
      // 2022-23 is served with its merged_gw.csv cut short in the last row.
      const broken: Record<string, string> = modernSeasonFiles('2022-23');
      broken['2022-23/gws/merged_gw.csv'] = (broken['2022-23/gws/merged_gw.csv'] ?? '').slice(0, -30);
      server = await serveFiles({ ...files, ...broken });
      temp = await makeTempDir('import-history-cli');
      dataDir = path.join(temp.dir, 'data');
    });
    afterAll(async () => {
      await server.close();
      await temp.cleanup();
    });

    /** The command run on the local server for these seasons: its exit code and what it printed. */
    const importSeasons = async (...seasons: string[]) => {
      const { out, err, io } = capture();
      const args = ['--base-url', server.base, ...seasons.flatMap((s) => ['--season', s])];
      return { code: await runCli(args, { DATA_DIR: dataDir }, io), out, err };
    };

    it('imports the seasons asked for and prints what it stored', async () => {
      const { code, out, err } = await importSeasons('2016-17', '2023-24');
      expect({ code, err }).toEqual({ code: 0, err: [] });
      expect(out[0]).toBe(`Importing 2 season(s) from ${server.base} into pglite`);
      expect(out[1]).toMatch(
        new RegExp(
          `^2016-17: ${TINY_PLAYER_COUNT} players, ${TINY_GAMEWEEK_ROWS} gameweek rows, 3 matches \\(\\d+\\.\\d s\\)$`,
        ),
      );
      expect(out[2]).toMatch(/^2023-24: /);
      expect(out[3]).toMatch(/^Done: 2 season\(s\) in \d+\.\d s$/);

      const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        const seasons = await historyRepository(db.db).listSeasons();
        expect(seasons.map((s) => [s.label, s.playerCount, s.gameweekRows, s.source])).toEqual([
          ['2023-24', TINY_PLAYER_COUNT, TINY_GAMEWEEK_ROWS, server.base],
          ['2016-17', TINY_PLAYER_COUNT, TINY_GAMEWEEK_ROWS, server.base],
        ]);
      } finally {
        await db.close();
      }
    });

    it('stops with exit code 1 at a truncated file, naming its URL and line', async () => {
      const { code, out, err } = await importSeasons('2016-17', '2022-23');
      expect(code).toBe(1);
      expect(out[1]).toMatch(/^2016-17: /);
      expect(err).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Import failed: ${server.base}/2022-23/gws/merged_gw.csv:${TINY_GAMEWEEK_ROWS + 1}: expected \\d+ columns, found \\d+`,
          ),
        ),
        'The failing season was left as it was; imported before it: 2016-17.',
      ]);
    });

    it('explains a bad command line with exit code 2', async () => {
      const { err, io } = capture();
      expect(await runCli(['--url'], {}, io)).toBe(2);
      expect(err[0]).toMatch(/^--url needs at least one --season\n\nUsage: /);
    });
  },
);
