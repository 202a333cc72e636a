import { describe, expect, it } from 'vitest';
import { watchlistItem } from '../test-rows';
import { suiteDatabase } from '../suite-database';
import { testDatabases } from '../testing';
import { alertsRepository, type NewPriceAlert } from './alerts';
import { watchlistRepository } from './watchlist';

describe.each(testDatabases())('alertsRepository on $name', ({ open }) => {
  let repo: ReturnType<typeof alertsRepository>;
  let alert: (overrides: Partial<NewPriceAlert>) => NewPriceAlert;
  suiteDatabase(open, async (db) => {
    repo = alertsRepository(db);
    const item = await watchlistRepository(db).add('owner-a', watchlistItem());
    alert = (overrides) => ({
      ownerId: 'owner-a',
      watchlistItemId: item.id,
      playerId: item.playerId,
      playerName: item.playerName,
      changeType: 'rise',
      oldPrice: 130,
      newPrice: 131,
      changeAmount: 1,
      priceDate: '2024-09-02',
      ...overrides,
    });
  });

  it('raises an alert once per item, capture day and kind', async () => {
    expect(await repo.recordMany([alert({})])).toBe(1);
    expect(await repo.recordMany([alert({ newPrice: 132, changeAmount: 2 })])).toBe(0);
    expect(await repo.recordMany([alert({ changeType: 'target' })])).toBe(1);
    expect(await repo.recordMany([alert({ priceDate: '2024-09-03', newPrice: 132 })])).toBe(1);
    expect(await repo.recordMany([])).toBe(0);

    const list = await repo.listByOwner('owner-a', 10);
    expect(list.map((a) => [a.priceDate, a.changeType, a.newPrice, a.alertTriggered])).toEqual([
      ['2024-09-03', 'rise', 132, false],
      ['2024-09-02', 'target', 131, false],
      ['2024-09-02', 'rise', 131, false],
    ]);
    expect(await repo.listByOwner('owner-a', 1)).toHaveLength(1);
    expect(await repo.listByOwner('owner-b', 10)).toEqual([]);
  });

  it('rejects a change type outside rise, fall and target', async () => {
    const bad = alert({ changeType: 'sideways' as NewPriceAlert['changeType'] });
    await expect(repo.recordMany([bad])).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
