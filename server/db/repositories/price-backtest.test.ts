import { describe, expect, it } from 'vitest';
import { historyRepository } from './past-seasons';
import { priceBacktestRepository } from './price-backtest';
import { seasonGameweek, seasonPlayer } from '../test-rows';
import { testDatabases } from '../testing';
import { eachTestDatabase } from '../suite-database';

describe.each(testDatabases())('the price backtest reads on $name', (testDb) => {
  const fresh = eachTestDatabase(testDb.open);

  it("gives a season's fixture rows by player, gameweek and fixture, whatever order they were stored in", async () => {
    const row = (player: number, gw: number, fixture: number, value: number) =>
      seasonGameweek(player, gw, {
        fixtureId: fixture,
        value,
        selected: 1000 + gw,
        transfersBalance: -gw,
        minutes: 90,
      });
    await historyRepository(fresh.db).replaceSeason(
      '2024-25',
      [seasonPlayer(1), seasonPlayer(2)],
      // Gameweeks in different slices, a double gameweek (GW26) stored fixture last-first.
      [row(2, 30, 300, 61), row(1, 26, 262, 50), row(2, 1, 10, 60), row(1, 26, 261, 50), row(1, 3, 30, 49)],
      { source: 'test' },
    );
    await historyRepository(fresh.db).replaceSeason('2023-24', [seasonPlayer(1)], [row(1, 2, 20, 70)], {
      source: 'test',
    });

    const rows = await priceBacktestRepository(fresh.db).gameweekRows('2024-25');
    expect(rows.map((r) => [r.playerId, r.gameweek, r.value])).toEqual([
      [1, 3, 49],
      [1, 26, 50],
      [1, 26, 50],
      [2, 1, 60],
      [2, 30, 61],
    ]);
    expect(rows[0]).toEqual({
      playerId: 1,
      gameweek: 3,
      value: 49,
      transfersBalance: -3,
      selected: 1003,
      minutes: 90,
    });
    expect(await priceBacktestRepository(fresh.db).gameweekRows('2022-23')).toEqual([]);
  });
});
