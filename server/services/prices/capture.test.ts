import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bootstrapStaticSchema, type BootstrapStatic } from '@contracts/fpl/index';
import type { Database } from '../../db/client';
import { alertsRepository } from '../../db/repositories/alerts';
import { dailyPricesRepository } from '../../db/repositories/daily-prices';
import { priceChangesRepository } from '../../db/repositories/price-changes';
import { watchlistRepository } from '../../db/repositories/watchlist';
import { testDatabases } from '../../db/testing';
import { bootstrap } from '../../routes/test-support/payloads';
import { fakeSource } from '../../routes/test-support/fake-source';
import { capturePrices } from './capture';
import { parseUkTime } from './uk-day';

const AT_03 = parseUkTime('03:00');
// 2025-09-10 in the UK is BST (UTC+1): 02:30Z is 03:30 UK, after the capture time.
const DAY1 = new Date('2025-09-10T02:30:00Z');
const DAY2 = new Date('2025-09-11T02:30:00Z');

function payload(): BootstrapStatic {
  return bootstrapStaticSchema.parse(bootstrap());
}

function move(b: BootstrapStatic, playerId: number, by: number, transfersIn = 0): BootstrapStatic {
  return {
    ...b,
    elements: b.elements.map((e) =>
      e.id === playerId
        ? {
            ...e,
            now_cost: e.now_cost! + by,
            cost_change_event: e.cost_change_event + by,
            cost_change_start: e.cost_change_start + by,
            transfers_in: e.transfers_in + transfersIn,
          }
        : e,
    ),
  };
}

describe.each(['UTC', 'America/Los_Angeles'])('price capture with TZ=%s', (tz) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = tz;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('runs in that time zone', () => {
    // 2025-01-01T12:00Z is 04:00 in Los Angeles (offset 480 minutes).
    expect(new Date('2025-01-01T12:00:00Z').getTimezoneOffset()).toBe(tz === 'UTC' ? 0 : 480);
  });

  describe.each(testDatabases())('on $name', (testDb) => {
    let db: Database;
    let close: () => Promise<void>;
    let current: BootstrapStatic;
    let now: Date;
    beforeEach(async () => {
      ({ db, close } = await testDb.open());
      current = payload();
      now = DAY1;
    });
    afterEach(() => close());

    const capture = () =>
      capturePrices({
        db,
        fpl: fakeSource({ bootstrapStatic: async () => ({ data: current, fetchedAt: now, stale: false }) }),
        now: () => now,
        captureMinutes: AT_03,
      });

    it('stores one row per player for the UK price day, and a second run changes nothing', async () => {
      expect(await capture()).toEqual({
        date: '2025-09-10',
        result: { status: 'captured', players: 15, changes: 0, alerts: 0 },
      });
      current = move(current, 3, 1);
      expect(await capture()).toEqual({ date: '2025-09-10', result: { status: 'already-captured' } });
      const rows = await dailyPricesRepository(db).listByDate('2025-26', '2025-09-10');
      expect(rows).toHaveLength(15);
      // the first capture of the day stands: player 3 still at his first price (40 + 3)
      expect(rows.find((r) => r.playerId === 3)).toMatchObject({
        currentPrice: 43,
        originalPrice: 43,
        ownership: 10,
        transfersIn: 100,
        dailyTransfersIn: 10, // first capture: this gameweek's transfers
        dailyTransfersOut: 5,
        teamId: 3,
        position: 2,
      });
    });

    it('catches up: an instant before the capture time belongs to the previous price day', async () => {
      now = new Date('2025-09-11T01:30:00Z'); // 02:30 BST on the 11th: still the 10th's prices
      expect((await capture()).date).toBe('2025-09-10');
      now = new Date('2025-09-11T02:00:00Z'); // 03:00 BST: the 11th
      expect((await capture()).date).toBe('2025-09-11');
      now = new Date('2025-12-01T02:59:00Z'); // winter, 02:59 GMT
      expect((await capture()).date).toBe('2025-11-30');
    });

    it('detects changes between consecutive captures and counts the day’s transfers', async () => {
      await capture();
      current = move(move(current, 3, 1, 25_000), 4, -1);
      now = DAY2;
      expect((await capture()).result).toEqual({ status: 'captured', players: 15, changes: 2, alerts: 0 });
      const changes = await priceChangesRepository(db).listWithCapture('2025-26');
      expect(
        changes.map(({ change }) => [
          change.playerId,
          change.changeDate,
          change.oldPrice,
          change.newPrice,
          change.changeAmount,
        ]),
      ).toEqual([
        [4, '2025-09-11', 44, 43, -1],
        [3, '2025-09-11', 43, 44, 1],
      ]);
      expect(changes[1]?.capture).toMatchObject({
        dailyTransfersIn: 25_000,
        dailyTransfersOut: 0,
        priceChangeEvent: 1,
        originalPrice: 43,
      });
    });

    it('raises an alert once per change for watchers who asked for it', async () => {
      const watchlist = watchlistRepository(db);
      const item = { playerName: 'Player3', teamName: 'Bournemouth', position: 'Defender', currentPrice: 43 };
      const riser = await watchlist.add('owner-a', {
        ...item,
        playerId: 3,
        alertOnRise: true,
        targetPrice: 44,
      });
      await watchlist.add('owner-b', { ...item, playerId: 3, alertOnFall: true });
      await capture();
      current = move(current, 3, 1);
      now = DAY2;
      expect((await capture()).result).toMatchObject({ status: 'captured', changes: 1, alerts: 2 });
      expect(await capture()).toMatchObject({ result: { status: 'already-captured' } });

      const alerts = await alertsRepository(db).listByOwner('owner-a', 10);
      expect(
        alerts
          .map((a) => [a.watchlistItemId, a.changeType, a.oldPrice, a.newPrice, a.changeAmount, a.priceDate])
          .sort(),
      ).toEqual([
        [riser.id, 'rise', 43, 44, 1, '2025-09-11'],
        [riser.id, 'target', 43, 44, 1, '2025-09-11'],
      ]);
      expect(await alertsRepository(db).listByOwner('owner-b', 10)).toEqual([]);
    });

    it('stores a day once when two captures run at the same time', async () => {
      const results = await Promise.all([capture(), capture(), capture()]);
      const statuses = results.map((r) => r.result.status);
      expect(statuses.filter((s) => s === 'captured')).toHaveLength(1);
      expect(statuses.every((s) => ['captured', 'busy', 'already-captured'].includes(s))).toBe(true);
      expect(await dailyPricesRepository(db).listByDate('2025-26', '2025-09-10')).toHaveLength(15);
    });
  });
});
