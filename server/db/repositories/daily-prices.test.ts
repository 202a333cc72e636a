import { describe, expect, it } from 'vitest';
import { dailyPrice } from '../test-rows';
import { suiteDatabase } from '../suite-database';
import { testDatabases } from '../testing';
import { dailyPricesRepository } from './daily-prices';

describe.each(testDatabases())('dailyPricesRepository on $name', ({ open }) => {
  let repo: ReturnType<typeof dailyPricesRepository>;
  suiteDatabase(open, (db) => {
    repo = dailyPricesRepository(db);
  });

  it('stores a day and reads it back with exact numeric types, by player id', async () => {
    const day = '2024-09-01';
    const rows = [
      dailyPrice({ playerId: 5, playerName: 'Saka', ownership: 12.34, recordDate: day }),
      dailyPrice({ playerId: 2, transfersIn: 9_876_543_210, recordDate: day }),
    ];
    expect(await repo.upsertMany(rows)).toBe(2);

    const stored = await repo.listByDate('2024-25', day);
    expect(stored.map((r) => r.playerId)).toEqual([2, 5]);
    expect(stored[0]).toMatchObject({ transfersIn: 9_876_543_210, recordDate: day });
    expect(stored[1]).toMatchObject({ playerName: 'Saka', ownership: 12.34, currentPrice: 127 });
  });

  it('ignores a second capture of the same player and day: the first one stays', async () => {
    const day = '2024-09-02';
    expect(await repo.upsertMany([dailyPrice({ recordDate: day, currentPrice: 127 })])).toBe(1);
    const rerun = [
      dailyPrice({ recordDate: day, currentPrice: 128 }),
      dailyPrice({ recordDate: day, playerId: 7 }),
    ];
    expect(await repo.upsertMany(rerun)).toBe(1);

    const stored = await repo.listByDate('2024-25', day);
    expect(stored.map((r) => [r.playerId, r.currentPrice])).toEqual([
      [7, 127],
      [328, 127],
    ]);
  });

  it('inserts more rows than one statement batch', async () => {
    const day = '2024-09-03';
    const many = Array.from({ length: 1234 }, (_, i) => dailyPrice({ playerId: i + 1, recordDate: day }));
    expect(await repo.upsertMany(many)).toBe(1234);
    expect(await repo.upsertMany(many)).toBe(0);
    expect(await repo.listByDate('2024-25', day)).toHaveLength(1234);
  });

  it('reports the latest capture day per season', async () => {
    expect(await repo.latestDate('2023-24')).toBeUndefined();
    await repo.upsertMany([dailyPrice({ season: '2023-24', recordDate: '2024-05-19' })]);
    expect(await repo.latestDate('2023-24')).toBe('2024-05-19');
    expect(await repo.latestDate('2024-25')).toBe('2024-09-03');
    expect(await repo.listByDate('2023-24', '2024-09-03')).toEqual([]);
  });
});
