import { describe, expect, it } from 'vitest';
import { bootstrapStaticSchema, type BootstrapStatic, type FplElement } from '@contracts/fpl/index';
import { dailyPricesRepository } from '../../server/db/repositories/daily-prices';
import { testDatabases } from '../../server/db/testing';
import { eachTestDatabase } from '../../server/db/suite-database';
import { fakeSource } from '../../server/routes/test-support/fake-source';
import { bootstrap } from '../../server/routes/test-support/payloads';
import { capturePrices } from '../../server/services/prices/capture';
import { parseUkTime } from '../../server/services/prices/uk-day';
import { officialMeasure } from './daily';
import { report } from './report';
import { sampleBacktest } from '@contracts/api/samples/price-backtest';

function edit(b: BootstrapStatic, id: number, change: Partial<FplElement>): BootstrapStatic {
  return { ...b, elements: b.elements.map((e) => (e.id === id ? { ...e, ...change } : e)) };
}

describe.each(testDatabases())("the game's own price figures in the daily captures on $name", (testDb) => {
  const fresh = eachTestDatabase(testDb.open);

  const capture = (data: BootstrapStatic, at: string) =>
    capturePrices({
      db: fresh.db,
      fpl: fakeSource({ bootstrapStatic: async () => ({ data, fetchedAt: new Date(at), stale: false }) }),
      now: () => new Date(at),
      captureMinutes: parseUkTime('03:00'),
    });

  it('stores them with each capture and scores them against the next night', async () => {
    const plain = bootstrapStaticSchema.parse(bootstrap());
    // The 2025-26 layout: "0" on every player and no projections: not figures, stored as none.
    const zeros: BootstrapStatic = {
      ...plain,
      elements: plain.elements.map((e) => ({ ...e, price_change_percent: '0' })),
    };
    await capture(zeros, '2025-09-09T12:00:00Z');
    let day = edit(plain, 3, {
      price_change_percent: '91.5',
      price_change_projections: [{ offset: 0, projected_percent: '104.0', likelihood: 4 }],
    });
    day = edit(day, 4, { price_change_percent: '-120', status: 'd' });
    day = edit(day, 5, { price_change_percent: '130', price_change_locked_until: 'soon' });
    await capture(day, '2025-09-10T12:00:00Z');
    // The next night player 3 rose (called: right), player 4 did not fall (called: wrong).
    day = edit(day, 3, { now_cost: plain.elements[2]!.now_cost! + 1 });
    await capture(day, '2025-09-11T12:00:00Z');

    const repo = dailyPricesRepository(fresh.db);
    const before = await repo.listByDate('2025-26', '2025-09-09');
    expect(before.every((r) => r.officialPercent === null && r.officialCalibrating === null)).toBe(true);
    expect(before[0]?.status).toBe('a');
    const rows = new Map((await repo.listByDate('2025-26', '2025-09-10')).map((r) => [r.playerId, r]));
    expect(rows.get(3)).toMatchObject({
      officialPercent: 91.5,
      officialNextPercent: 104,
      officialLockedUntil: null,
      officialCalibrating: false,
    });
    expect(rows.get(4)).toMatchObject({ officialPercent: -120, officialNextPercent: null, status: 'd' });
    // A lock end the database could not read is left out rather than failing the day.
    expect(rows.get(5)).toMatchObject({ officialPercent: 130, officialLockedUntil: null });
    // Players without a figure on a day the game published them: none, but not calibrating.
    expect(rows.get(1)).toMatchObject({ officialPercent: null, officialCalibrating: false });

    const measured = await officialMeasure(fresh.db);
    // Days 10 and 11 carry the figures; 10->11 is scored for all 15 players, 9->10 is not (none on the 9th).
    expect(measured).toMatchObject({ seasons: ['2025-26'], days: 2, samples: 15, enough: false });
    expect(measured?.rise).toMatchObject({ true_positives: 1, false_positives: 1, false_negatives: 0 });
    expect(measured?.fall).toMatchObject({ true_positives: 0, false_positives: 1, false_negatives: 0 });
    expect(report(sampleBacktest({ official: measured }))).toContain(
      "The game's own figures (price_change_*): not measured yet: 2 nightly capture(s) with official fields (14 needed).",
    );
  });
});
