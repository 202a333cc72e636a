import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { historyRepository } from '../../server/db/repositories/history';
import { playerGameweeks } from '../../server/db/schema/history';
import { testDatabases } from '../../server/db/testing';
import { loadSeason } from './load-season';
import { memorySource } from './test-support/memory-source';
import { modernSeasonFiles } from './test-support/tiny-seasons';
import { writeSeason } from './write-season';

async function rowsOf(db: Database, season: string) {
  const gameweeks = await db
    .select()
    .from(playerGameweeks)
    .where(eq(playerGameweeks.season, season))
    .orderBy(asc(playerGameweeks.playerId), asc(playerGameweeks.fixtureId));
  const players = await historyRepository(db).playersBySeason(season);
  // Everything but the season label and the serial id.
  return {
    players: players.map(({ season: _s, ...rest }) => rest),
    gameweeks: gameweeks.map(({ season: _s, id: _id, ...rest }) => rest),
  };
}

describe.each(testDatabases())('writeSeason on $name', ({ open }) => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it("stores exactly what the repository's replaceSeason stores", async () => {
    const loaded = await loadSeason(memorySource(modernSeasonFiles('2023-24')), '2023-24');
    const relabel = <T extends { season: string }>(rows: T[]) =>
      rows.map((r) => ({ ...r, season: '2022-23' }));
    await historyRepository(opened.db).replaceSeason('2023-24', loaded.players, loaded.gameweeks, {
      source: 'a',
    });
    const record = await writeSeason(
      opened.db,
      '2022-23',
      relabel(loaded.players),
      relabel(loaded.gameweeks),
      {
        source: 'b',
      },
    );
    expect(record).toMatchObject({ label: '2022-23', source: 'b', playerCount: 3, gameweekRows: 9 });
    const viaRepository = await rowsOf(opened.db, '2023-24');
    expect(viaRepository.gameweeks).toHaveLength(9);
    expect(await rowsOf(opened.db, '2022-23')).toEqual(viaRepository);
  });

  it('replaces the previous rows of the season, and leaves them when an insert fails', async () => {
    const loaded = await loadSeason(memorySource(modernSeasonFiles('2023-24')), '2023-24');
    await writeSeason(opened.db, '2023-24', loaded.players.slice(0, 1), loaded.gameweeks.slice(0, 2), {
      source: 'c',
    });
    expect((await rowsOf(opened.db, '2023-24')).gameweeks).toHaveLength(2);
    const before = await rowsOf(opened.db, '2023-24');
    // Two identical gameweek rows break the (season, player, gameweek, fixture) unique key.
    const first = loaded.gameweeks[0]!;
    await expect(
      writeSeason(opened.db, '2023-24', loaded.players, [first, first], { source: 'd' }),
    ).rejects.toThrow();
    expect(await rowsOf(opened.db, '2023-24')).toEqual(before);
    expect(
      (await historyRepository(opened.db).listSeasons()).find((s) => s.label === '2023-24')?.source,
    ).toBe('c');
  });
});
