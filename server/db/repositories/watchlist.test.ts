import { describe, expect, it } from 'vitest';
import { watchlistItem } from '../test-rows';
import { suiteDatabase } from '../suite-database';
import { testDatabases } from '../testing';
import { alertsRepository, type NewPriceAlert } from './alerts';
import { DuplicateError } from './errors';
import { watchlistRepository } from './watchlist';

describe.each(testDatabases())('watchlistRepository on $name', ({ open }) => {
  let repo: ReturnType<typeof watchlistRepository>;
  const opened = suiteDatabase(open, (db) => {
    repo = watchlistRepository(db);
  });

  it('adds items with defaults and lists only the owner’s, oldest first', async () => {
    const a = await repo.add('owner-a', watchlistItem({ playerId: 1, playerName: 'Raya' }));
    expect(a).toMatchObject({
      ownerId: 'owner-a',
      playerId: 1,
      playerName: 'Raya',
      currentPrice: 130,
      targetPrice: null,
      alertOnRise: false,
      alertOnFall: false,
      notes: '',
    });
    const b = await repo.add(
      'owner-a',
      watchlistItem({ playerId: 2, targetPrice: 60, alertOnFall: true, notes: 'sell soon' }),
    );
    await repo.add('owner-b', watchlistItem({ playerId: 3 }));

    const list = await repo.listByOwner('owner-a');
    expect(list.map((r) => r.playerId)).toEqual([1, 2]);
    expect(list[1]).toMatchObject({ targetPrice: 60, alertOnFall: true, notes: 'sell soon' });
    expect(await repo.getByOwner('owner-a', b.id)).toEqual(b);
    expect(await repo.getByOwner('owner-b', b.id)).toBeUndefined();
    expect(await repo.listByOwner('nobody')).toEqual([]);
  });

  it('rejects the same player twice for one owner with DuplicateError, but not for two owners', async () => {
    await repo.add('owner-c', watchlistItem({ playerId: 10 }));
    const again = repo.add('owner-c', watchlistItem({ playerId: 10, currentPrice: 131 }));
    await expect(again).rejects.toBeInstanceOf(DuplicateError);
    await expect(again).rejects.toMatchObject({ constraint: 'watchlist_items_owner_player_uq' });

    const other = await repo.add('owner-d', watchlistItem({ playerId: 10 }));
    expect(other.ownerId).toBe('owner-d');
    expect((await repo.listByOwner('owner-c')).map((r) => r.currentPrice)).toEqual([130]);
  });

  it('removes only the owner’s own item and deletes its alerts with it', async () => {
    const item = await repo.add('owner-e', watchlistItem({ playerId: 20 }));
    const kept = await repo.add('owner-e', watchlistItem({ playerId: 21 }));
    const alerts = alertsRepository(opened.db);
    const alert = (watchlistItemId: number, playerId: number): NewPriceAlert => ({
      ownerId: 'owner-e',
      watchlistItemId,
      playerId,
      playerName: 'Salah',
      changeType: 'rise',
      oldPrice: 130,
      newPrice: 131,
      changeAmount: 1,
      priceDate: '2024-09-02',
    });
    expect(await alerts.recordMany([alert(item.id, 20), alert(kept.id, 21)])).toBe(2);

    expect(await repo.removeByOwner('owner-f', item.id)).toBe(false);
    expect(await repo.getByOwner('owner-e', item.id)).toEqual(item);

    expect(await repo.removeByOwner('owner-e', item.id)).toBe(true);
    expect(await repo.removeByOwner('owner-e', item.id)).toBe(false);
    expect((await repo.listByOwner('owner-e')).map((r) => r.playerId)).toEqual([21]);
    expect((await alerts.listByOwner('owner-e', 10)).map((a) => a.playerId)).toEqual([21]);
  });
});
