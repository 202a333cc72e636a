import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { seasonGameweek, seasonPlayer } from '../../server/db/test-rows';
import { testDatabases } from '../../server/db/testing';
import { latestBacktest } from '../../server/services/prices/metrics';
import { storeDay, type CapturedPlayer } from '../../server/services/prices/store-day';
import { measureBacktest } from './measure';
import { parseArgs, report } from './cli';

/**
 * A season of two players: a filler owned 149M times (with the riser's 1M, 150M owners / 15 = 10M
 * managers, so the rise threshold is 150,000) and a riser whose 100,000 + 60,000 carried net
 * transfers reach it in GW3, when his price does rise.
 */
async function importSeason(db: Database, season: string) {
  const weeks = [
    [1, 50, 0],
    [2, 50, 100_000],
    [3, 51, 60_000],
  ] as const;
  await historyRepository(db).replaceSeason(
    season,
    [seasonPlayer(1), seasonPlayer(2)],
    weeks.flatMap(([gw, value, balance]) => [
      seasonGameweek(1, gw, { value, transfersBalance: balance, selected: 1_000_000 }),
      seasonGameweek(2, gw, { value: 45, transfersBalance: 0, selected: 149_000_000 }),
    ]),
    { source: 'test' },
  );
}

const captured = (price: number, transfersIn: number): CapturedPlayer => ({
  playerId: 7,
  playerName: 'P7',
  originalPrice: 60,
  currentPrice: price,
  ownership: 5,
  transfersIn,
  transfersOut: 0,
  transfersInEvent: 0,
  transfersOutEvent: 0,
  priceChangeEvent: 0,
  teamId: 1,
  position: 3,
});

describe.each(testDatabases())('measureBacktest on $name', (testDb) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await testDb.open());
  });
  afterEach(() => close());

  it('scores the daily table and the imported seasons, fitted and held out apart', async () => {
    await importSeason(db, '2024-25');
    await importSeason(db, '2020-21');
    const day = (date: string, price: number, transfersIn: number) =>
      storeDay(db, {
        season: '2025-26',
        date,
        source: 'history',
        totalPlayers: 10_000_000,
        players: [captured(price, transfersIn)],
      });
    await day('2025-09-01', 60, 0);
    await day('2025-09-02', 60, 100_000); // 100,000 of 150,000: no call, no move
    await day('2025-09-03', 61, 170_000); // 170,000: rise called, and it happened

    const result = await measureBacktest(db, [], new Date('2026-01-01T00:00:00Z'));
    expect(result.measured_at).toBe('2026-01-01T00:00:00.000Z');
    expect(
      result.runs.map((r) => [
        r.dataset,
        r.seasons,
        r.samples,
        r.rise.true_positives,
        r.rise.false_positives,
        r.rise.f1,
      ]),
    ).toEqual([
      ['daily', ['2025-26'], 2, 1, 0, 1],
      ['gameweek', ['2024-25'], 4, 1, 0, 1],
      ['gameweek', ['2020-21'], 4, 1, 0, 1],
    ]);
    expect(result.runs[1]?.fall).toEqual({
      precision: null,
      recall: null,
      f1: null,
      true_positives: 0,
      false_positives: 0,
      false_negatives: 0,
    });
    expect(report(result)).toContain(
      '  rises  precision 100.0%  recall 100.0%  F1 100.0%  (TP 1, FP 0, FN 0)',
    );
    expect(await latestBacktest(db)).toBeNull();
  });

  it('refuses seasons that were not imported', async () => {
    await importSeason(db, '2024-25');
    await expect(measureBacktest(db, ['2024-25', '2030-31'], new Date())).rejects.toThrow(
      'not imported: 2030-31 (imported: 2024-25)',
    );
    const only = await measureBacktest(db, ['2024-25'], new Date());
    expect(only.runs.map((r) => r.seasons)).toEqual([['2024-25']]);
  });
});

describe('backtest CLI options', () => {
  it('reads seasons, --demo and --no-store, and rejects anything else', () => {
    expect(parseArgs(['--seasons', '2024-25,2025-26', '--demo', '--no-store'])).toEqual({
      seasons: ['2024-25', '2025-26'],
      demo: true,
      store: false,
      help: false,
    });
    expect(() => parseArgs(['--seasons', '2024-26'])).toThrow(
      "--seasons: '2024-26': Season years must be consecutive",
    );
    expect(() => parseArgs(['--fast'])).toThrow("unknown option '--fast'");
  });
});
