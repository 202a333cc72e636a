import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerGameweeks } from '../schema/index';
import { seasonGameweek, seasonMatch, seasonPlayer } from '../test-rows';
import { migrationsFolder } from '../client';
import { suiteDatabase } from '../suite-database';
import { testDatabases } from '../testing';
import { matchesRepository } from './matches';
import { historyRepository } from './past-seasons';

const meta = { source: 'vaastav/Fantasy-Premier-League' };
const at = (iso: string) => new Date(iso);

describe.each(testDatabases())('matchesRepository on $name', ({ open }) => {
  const opened = suiteDatabase(open, async (db) => {
    const history = historyRepository(db);
    // Stored out of kick-off order on purpose; 2024-25 fixture 2 kicks off before fixture 1.
    await history.replaceSeason('2024-25', [seasonPlayer(1)], [], meta, [
      seasonMatch(1, { kickoffTime: at('2024-08-17T14:00:00Z'), homeXg: 1.57, awayXg: 0.3 }),
      seasonMatch(2, { kickoffTime: at('2024-08-16T19:00:00Z'), homeClub: 6, homeGoals: 0, awayGoals: 0 }),
    ]);
    await history.replaceSeason('2023-24', [seasonPlayer(1)], [], meta, [
      seasonMatch(7, { kickoffTime: at('2024-05-19T15:00:00Z'), gameweek: 38 }),
    ]);
    await history.replaceSeason('2022-23', [seasonPlayer(1)], [], meta, [seasonMatch(9)]);
  });

  it('returns the asked seasons in kick-off order with clubs by team code', async () => {
    const played = await matchesRepository(opened.db).played({ seasons: ['2023-24', '2024-25'] });
    expect(played.map((m) => [m.season, m.fixtureId, m.gameweek, m.homeClub, m.awayClub])).toEqual([
      ['2023-24', 7, 38, 3, 8],
      ['2024-25', 2, 1, 6, 8],
      ['2024-25', 1, 1, 3, 8],
    ]);
    expect(played[2]).toEqual({
      season: '2024-25',
      fixtureId: 1,
      gameweek: 1,
      kickoffMs: Date.UTC(2024, 7, 17, 14),
      homeClub: 3,
      awayClub: 8,
      homeGoals: 2,
      awayGoals: 1,
      homeXg: expect.closeTo(1.57, 5),
      awayXg: expect.closeTo(0.3, 5),
    });
    expect(played[1]).toMatchObject({ homeGoals: 0, awayGoals: 0, homeXg: null, awayXg: null });
    expect(await matchesRepository(opened.db).played({ seasons: [] })).toEqual([]);
  });

  it('re-importing a season replaces its matches and counts them per season', async () => {
    const history = historyRepository(opened.db);
    await history.replaceSeason('2022-23', [seasonPlayer(1)], [], meta, [seasonMatch(11), seasonMatch(12)]);
    const repo = matchesRepository(opened.db);
    expect((await repo.played({ seasons: ['2022-23'] })).map((m) => m.fixtureId)).toEqual([11, 12]);
    expect(Object.fromEntries(await repo.countBySeason())).toEqual({
      '2022-23': 2,
      '2023-24': 1,
      '2024-25': 2,
    });
  });

  it("migration 0004's UPDATE sets NULL expected stats in gameweeks that only carry zeros", async () => {
    const zeros = {
      expectedGoals: 0,
      expectedAssists: 0,
      expectedGoalInvolvements: 0,
      expectedGoalsConceded: 0,
    };
    await historyRepository(opened.db).replaceSeason(
      '2021-22',
      [seasonPlayer(1), seasonPlayer(2)],
      [
        seasonGameweek(1, 1, zeros),
        seasonGameweek(2, 1, zeros),
        seasonGameweek(1, 2, zeros),
        seasonGameweek(2, 2, { ...zeros, expectedGoalsConceded: 1.2 }),
      ],
      meta,
    );
    const file = await readFile(path.join(migrationsFolder, '0004_matches.sql'), 'utf8');
    const update = file.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'));
    await opened.db.execute(sql.raw(update!));
    const rows = await opened.db
      .select({
        gw: playerGameweeks.gameweek,
        xg: playerGameweeks.expectedGoals,
        xgc: playerGameweeks.expectedGoalsConceded,
      })
      .from(playerGameweeks)
      .where(eq(playerGameweeks.season, '2021-22'))
      .orderBy(playerGameweeks.gameweek, playerGameweeks.playerId);
    expect(rows).toEqual([
      { gw: 1, xg: null, xgc: null },
      { gw: 1, xg: null, xgc: null },
      { gw: 2, xg: 0, xgc: 0 },
      { gw: 2, xg: 0, xgc: expect.closeTo(1.2, 5) },
    ]);
  });
});
