import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { playerGameweeks } from '../../server/db/schema/past-seasons';
import { suiteDatabase } from '../../server/db/suite-database';
import { testDatabases } from '../../server/db/testing';
import { importSeason, importSeasons } from './import';
import { memorySource } from './test-support/memory-source';
import {
  modernSeasonFiles,
  oldSeasonFiles,
  playerTotals,
  TINY_GAMEWEEK_ROWS,
  TINY_PLAYER_COUNT,
} from './test-support/tiny-seasons';

const files = { ...oldSeasonFiles('2016-17'), ...modernSeasonFiles('2023-24') };

async function snapshot(db: Database, season: string) {
  const repo = historyRepository(db);
  const gameweeks = await db
    .select()
    .from(playerGameweeks)
    .where(eq(playerGameweeks.season, season))
    .orderBy(asc(playerGameweeks.playerId), asc(playerGameweeks.gameweek), asc(playerGameweeks.fixtureId));
  return {
    players: await repo.playersBySeason(season),
    gameweeks: gameweeks.map(({ id: _id, ...rest }) => rest),
    season: (await repo.listSeasons()).find((s) => s.label === season),
  };
}

describe.each(testDatabases())('importing seasons into $name', ({ open }) => {
  const opened = suiteDatabase(open);

  it('stores players and gameweek rows of both layouts and records each import', async () => {
    const results = await importSeasons(opened.db, memorySource(files), ['2016-17', '2023-24']);
    expect(
      results.map((r) => [r.season, r.players, r.gameweekRows, r.duplicatesDropped, r.warnings]),
    ).toEqual([
      ['2016-17', TINY_PLAYER_COUNT, TINY_GAMEWEEK_ROWS, 0, []],
      ['2023-24', TINY_PLAYER_COUNT, TINY_GAMEWEEK_ROWS, 0, []],
    ]);
    const old = await snapshot(opened.db, '2016-17');
    expect(old.players.find((p) => p.playerId === 1)).toMatchObject({
      firstName: 'Álvaro',
      teamShortName: 'CHE',
      totalPoints: playerTotals(1).totalPoints,
      minutes: playerTotals(1).minutes,
    });
    expect(old.gameweeks).toHaveLength(TINY_GAMEWEEK_ROWS);
    expect(old.gameweeks[0]?.kickoffTime).toEqual(new Date('2016-08-13T11:30:00Z'));
    expect(old.season).toMatchObject({
      source: 'mem',
      playerCount: TINY_PLAYER_COUNT,
      gameweekRows: TINY_GAMEWEEK_ROWS,
    });
    const modern = await snapshot(opened.db, '2023-24');
    expect(modern.gameweeks.find((g) => g.playerId === 3 && g.fixtureId === 3)).toMatchObject({
      expectedGoals: 0.45,
      starts: 1,
    });
  });

  it('gives the same rows when run again', async () => {
    const before = await snapshot(opened.db, '2023-24');
    await importSeason(opened.db, memorySource(files), '2023-24');
    const after = await snapshot(opened.db, '2023-24');
    expect(after.players).toEqual(before.players);
    expect(after.gameweeks).toEqual(before.gameweeks);
    expect(after.season?.gameweekRows).toBe(TINY_GAMEWEEK_ROWS);
  });

  it('fails on a truncated file with its name and line and keeps the previous import', async () => {
    const before = await snapshot(opened.db, '2023-24');
    const gw = '2023-24/gws/merged_gw.csv';
    const truncated = { ...files, [gw]: (files[gw] as string).slice(0, -25) };
    await expect(importSeason(opened.db, memorySource(truncated), '2023-24')).rejects.toThrow(
      `mem/${gw}:${TINY_GAMEWEEK_ROWS + 1}: expected`,
    );
    expect(await snapshot(opened.db, '2023-24')).toEqual(before);
  });

  it('stops at the first season that fails and keeps the ones before it', async () => {
    const withBad = { ...files, ...modernSeasonFiles('2024-25'), '2024-25/players_raw.csv': 'id\r\n1\r\n' };
    await expect(
      importSeasons(opened.db, memorySource(withBad), ['2016-17', '2024-25', '2023-24']),
    ).rejects.toThrow('mem/2024-25/players_raw.csv:1: missing column(s): first_name');
    expect((await historyRepository(opened.db).listSeasons()).map((s) => s.label)).toEqual([
      '2023-24',
      '2016-17',
    ]);
  });
});
