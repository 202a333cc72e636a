import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../server/fpl/test-support/temp-dir';
import { loadSeason } from './load-season';
import { dirSource, listSeasonFolders, urlSource } from './source';
import { serveFiles, type FileServer } from './test-support/file-server';
import { oldSeasonFiles, TINY_GAMEWEEK_ROWS, TINY_PLAYER_COUNT } from './test-support/tiny-seasons';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function serve(...args: Parameters<typeof serveFiles>): Promise<FileServer> {
  const server = await serveFiles(...args);
  cleanups.push(server.close);
  return server;
}

describe('urlSource', () => {
  it('loads a season over HTTP, treating 404 as a file the season does not have', async () => {
    const server = await serve(oldSeasonFiles());
    const season = await loadSeason(urlSource(server.base), '2016-17');
    expect([season.players.length, season.gameweeks.length]).toEqual([TINY_PLAYER_COUNT, TINY_GAMEWEEK_ROWS]);
    expect(season.players[0]?.firstName).toBe('Álvaro');
    // teams.csv and fixtures.csv were asked for, got 404, and the master list was used instead.
    expect(server.requests).toEqual(
      expect.arrayContaining(['2016-17/teams.csv', '2016-17/fixtures.csv', 'master_team_list.csv']),
    );
  });

  it('names the URL when a required file is missing, the server fails, or it does not answer in time', async () => {
    const { ['2016-17/gws/merged_gw.csv']: _gone, ...rest } = oldSeasonFiles();
    const missing = await serve(rest);
    await expect(loadSeason(urlSource(missing.base), '2016-17')).rejects.toThrow(
      `${missing.base}/2016-17/gws/merged_gw.csv: file not found`,
    );

    const failing = await serve(oldSeasonFiles(), { '2016-17/players_raw.csv': 500 });
    await expect(urlSource(failing.base).read('2016-17/players_raw.csv')).rejects.toThrow(
      `${failing.base}/2016-17/players_raw.csv: download failed: HTTP 500`,
    );

    const hanging = await serve(oldSeasonFiles(), { '2016-17/players_raw.csv': 'hang' });
    await expect(urlSource(hanging.base, { timeoutMs: 200 }).read('2016-17/players_raw.csv')).rejects.toThrow(
      `${hanging.base}/2016-17/players_raw.csv: download failed: timed out after 200 ms`,
    );
  });

  it('names the URL when nothing listens there', async () => {
    const server = await serve({});
    await server.close();
    await expect(urlSource(server.base).read('master_team_list.csv')).rejects.toThrow(
      new RegExp(`^${server.base}/master_team_list.csv: download failed: `),
    );
  });
});

describe('dirSource', () => {
  it('lists season folders oldest first and reads files, null for a missing one', async () => {
    const { dir, cleanup } = await makeTempDir('vaastav');
    cleanups.push(cleanup);
    for (const name of ['2019-20', '2016-17', 'notes', '2016-17x']) await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, '2016-17', 'players_raw.csv'), 'id\n1\n');
    expect(await listSeasonFolders(dir)).toEqual(['2016-17', '2019-20']);
    const source = dirSource(dir);
    expect(new TextDecoder().decode((await source.read('2016-17/players_raw.csv')) ?? undefined)).toBe(
      'id\n1\n',
    );
    expect(await source.read('2019-20/players_raw.csv')).toBeNull();
    expect(source.describe('2019-20/teams.csv')).toBe(path.join(dir, '2019-20', 'teams.csv'));
  });

  it('says which folder it cannot list', async () => {
    await expect(listSeasonFolders('/nonexistent/vaastav')).rejects.toThrow(
      '/nonexistent/vaastav: cannot list the vaastav folder',
    );
  });
});
