import { describe, expect, it } from 'vitest';
import { dailyPricesRepository } from '../../db/repositories/daily-prices';
import { priceCapturesRepository } from '../../db/repositories/price-captures';
import { priceChangesRepository } from '../../db/repositories/price-changes';
import { capturedPlayer } from '../../db/test-rows';
import { testDatabases } from '../../db/testing';
import { eachTestDatabase } from '../../db/suite-database';
import { storeDay, type CaptureDay, type CapturedPlayer } from './store-day';

const SEASON = '2025-26';

const player = (playerId: number, currentPrice: number, transfersIn: number): CapturedPlayer =>
  capturedPlayer(playerId, { currentPrice, transfersIn, status: 'a' });

function day(date: string, players: CapturedPlayer[]): CaptureDay {
  return { season: SEASON, date, source: 'live', totalPlayers: 1000, players };
}

describe.each(testDatabases())('storing a capture day on $name', (testDb) => {
  const fresh = eachTestDatabase(testDb.open);

  it('keeps a day cut off before its marker out of every read, and the next run completes it', async () => {
    expect(await storeDay(fresh.db, day('2025-09-10', [player(1, 50, 100), player(2, 60, 0)]))).toMatchObject(
      {
        status: 'captured',
        players: 2,
      },
    );
    // A run stopped after writing one player's row of the next day, before the marker.
    const cutOff = day('2025-09-11', [player(1, 51, 400), player(2, 60, 10)]);
    await dailyPricesRepository(fresh.db).upsertMany([
      {
        ...cutOff.players[0]!,
        season: SEASON,
        recordDate: '2025-09-11',
        dailyTransfersIn: 300,
        dailyTransfersOut: 0,
      },
    ]);

    const captures = priceCapturesRepository(fresh.db);
    expect((await captures.seriesOf(SEASON, 1)).map((r) => r.recordDate)).toEqual(['2025-09-10']);
    expect((await captures.baselines(SEASON)).get(1)?.latest).toEqual({ price: 50, net: 100 });

    expect(await storeDay(fresh.db, cutOff)).toMatchObject({ status: 'captured', players: 2, changes: 1 });
    expect((await captures.seriesOf(SEASON, 1)).map((r) => [r.recordDate, r.currentPrice])).toEqual([
      ['2025-09-10', 50],
      ['2025-09-11', 51],
    ]);
    expect((await captures.baselines(SEASON)).get(2)?.latest).toEqual({ price: 60, net: 10 });
    const changes = await priceChangesRepository(fresh.db).listWithCapture(SEASON);
    expect(changes.map((c) => [c.change.playerId, c.change.oldPrice, c.change.newPrice])).toEqual([
      [1, 50, 51],
    ]);
    expect(await storeDay(fresh.db, cutOff)).toEqual({ status: 'already-captured' });
  });
});
