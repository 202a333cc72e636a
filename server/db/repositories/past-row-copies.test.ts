import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pastRowCopies } from '../schema/index';
import { eachTestDatabase } from '../suite-database';
import { seasonGameweek, seasonMatch, seasonPlayer } from '../test-rows';
import { testDatabases } from '../testing';
import type { Database } from '../client';
import { historyRepository } from './past-seasons';
import { COPY_FORMAT } from './past-row-copies';
import { pointsHistory } from './points-history';

const meta = { source: 'vaastav/Fantasy-Premier-League' };

/** Player 1 (Arsenal, home) in fixture 10 of gameweek 1 with `minutes`, player 2 (Chelsea, away) in 30 of gameweek 2. */
const importSeason = (db: Database, minutes: number) =>
  historyRepository(db).replaceSeason(
    '2024-25',
    [seasonPlayer(1), seasonPlayer(2, { teamId: 2 })],
    [
      seasonGameweek(2, 2, { fixtureId: 30, teamId: 2, wasHome: false, minutes: 90, saves: 5 }),
      seasonGameweek(1, 1, { fixtureId: 10, teamId: 1, minutes, goalsScored: 1, expectedGoals: 0.42 }),
    ],
    meta,
    [seasonMatch(10), seasonMatch(30, { gameweek: 2 })],
  );

const read = async (db: Database) =>
  (await pointsHistory(db, ['2024-25'])).map((r) => [
    r.playerId,
    r.gameweek,
    r.minutes,
    r.goals,
    r.xg,
    r.saves,
  ]);

const copyOf = async (db: Database) =>
  (await db.select().from(pastRowCopies).where(eq(pastRowCopies.season, '2024-25')))[0];

describe.each(testDatabases())('past row copies on $name', ({ open }) => {
  const opened = eachTestDatabase(open);

  it('are written with the import, and read back by gameweek', async () => {
    await importSeason(opened.db, 90);
    expect((await copyOf(opened.db))?.format).toBe(COPY_FORMAT);
    expect(await read(opened.db)).toEqual([
      [1, 1, 90, 1, 0.42, 0],
      [2, 2, 90, 0, null, 5],
    ]);
  });

  it('follow a new import of the season', async () => {
    await importSeason(opened.db, 90);
    await importSeason(opened.db, 17);
    expect((await read(opened.db))[0]).toEqual([1, 1, 17, 1, 0.42, 0]);
  });

  it('are built from the rows for a season imported without one, and kept', async () => {
    await importSeason(opened.db, 90);
    await opened.db.delete(pastRowCopies);
    expect(await read(opened.db)).toEqual([
      [1, 1, 90, 1, 0.42, 0],
      [2, 2, 90, 0, null, 5],
    ]);
    expect((await copyOf(opened.db))?.format).toBe(COPY_FORMAT);
  });

  it('of other columns are built again, not read', async () => {
    await importSeason(opened.db, 90);
    await opened.db.update(pastRowCopies).set({ format: 'older columns', body: '[]' });
    expect(await read(opened.db)).toHaveLength(2);
    expect((await copyOf(opened.db))?.format).toBe(COPY_FORMAT);
  });
});
