import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrapStaticSchema } from '@contracts/fpl/index';
import { PRICE_HISTORY_FORMAT, type PriceHistoryFile } from '@contracts/price-history-file';
import type { Database } from '../db/client';
import { dailyPricesRepository } from '../db/repositories/daily-prices';
import { priceCapturesRepository } from '../db/repositories/price-captures';
import { priceChangesRepository } from '../db/repositories/price-changes';
import { testApp } from '../routes/test-support/test-app';
import { testDatabases } from '../db/testing';
import { createLiveSource } from '../fpl/live-source';
import { startFakeUpstream } from '../fpl/test-support/fake-upstream';
import { makeTempDir, writeFiles } from '../fpl/test-support/temp-dir';
import { bootstrap } from '../routes/test-support/payloads';
import { fakeSource } from '../routes/test-support/fake-source';
import { listenRaw } from '../routes/test-support/raw-http';
import { priceCaptureTime, startPriceJob } from './price-capture';

const data = bootstrapStaticSchema.parse(bootstrap());
const source = (kind: 'live' | 'demo', location: string) =>
  fakeSource({
    kind,
    location,
    bootstrapStatic: async () => ({ data, fetchedAt: new Date(), stale: false }),
  });

/** Three days: player 1 rises on the 2nd, player 2 falls on the 3rd; everyone else stays put. */
function history(): PriceHistoryFile {
  const day = (date: string, p1: number, p2: number) => ({
    date,
    total_players: 10_000_000,
    players: data.elements.map((e) => {
      const cost = e.id === 1 ? p1 : e.id === 2 ? p2 : e.now_cost;
      return [e.id, cost, 10, 100, 50, 10, 5, 0] as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
    }),
  });
  return {
    format: PRICE_HISTORY_FORMAT,
    season: '2025-26',
    // deliberately out of order: the backfill sorts by date
    days: [
      day('2025-09-03', 42, 42),
      day('2025-09-01', 41, 42),
      day('2025-09-02', 42, 42),
      day('2025-09-04', 42, 41),
    ],
  };
}

const log = {
  lines: [] as string[],
  info(m: string) {
    this.lines.push(m);
  },
  warn(m: string) {
    this.lines.push(`WARN ${m}`);
  },
};

describe('PRICE_CAPTURE_TIME', () => {
  it('defaults to 03:00 UK and refuses a malformed time', () => {
    expect(priceCaptureTime({})).toBe('03:00');
    expect(priceCaptureTime({ PRICE_CAPTURE_TIME: '01:45' })).toBe('01:45');
    expect(() => priceCaptureTime({ PRICE_CAPTURE_TIME: '1:45am' })).toThrow(
      "expected a UK time as HH:MM, got '1:45am'",
    );
  });
});

describe.each(testDatabases())('price job on $name', (testDb) => {
  let db: Database;
  let close: () => Promise<void>;
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await testDb.open());
    ({ dir, cleanup } = await makeTempDir('price-job'));
    log.lines = [];
  });
  afterEach(async () => {
    await close();
    await cleanup();
  });

  it('backfills a demo directory’s price history once, in date order, detecting its changes', async () => {
    await writeFiles(dir, { 'price-history.json': history() });
    await startPriceJob({ db, fpl: source('demo', dir), captureTime: '03:00', log }).started;
    expect(log.lines).toEqual(['Price history backfilled: 4 new days (2 changes), 0 already stored']);
    const changes = await priceChangesRepository(db).listWithCapture('2025-26');
    expect(changes.map(({ change }) => [change.playerId, change.changeDate, change.changeAmount])).toEqual([
      [2, '2025-09-04', -1],
      [1, '2025-09-02', 1],
    ]);
    expect(
      (await priceCapturesRepository(db).listDays('2025-26')).map((d) => [
        d.recordDate,
        d.source,
        d.totalPlayers,
      ]),
    ).toEqual([
      ['2025-09-01', 'history', 10_000_000],
      ['2025-09-02', 'history', 10_000_000],
      ['2025-09-03', 'history', 10_000_000],
      ['2025-09-04', 'history', 10_000_000],
    ]);

    await startPriceJob({ db, fpl: source('demo', dir), captureTime: '03:00', log }).started;
    expect(log.lines[1]).toBe('Price history backfilled: 0 new days (0 changes), 4 already stored');
  });

  it('answers requests while the backfill is still storing days (it does not hold the main thread)', async () => {
    const long = history();
    long.days = Array.from({ length: 30 }, (_, i) => ({
      ...long.days[0]!,
      date: `2025-10-${String(i + 1).padStart(2, '0')}`,
    }));
    await writeFiles(dir, { 'price-history.json': long });
    const fpl = source('demo', dir);
    const app = await testApp({ fpl });
    const get = await listenRaw(app);
    try {
      // The request goes out once the job has begun writing, not while it still reads its file.
      let writing!: () => void;
      const begun = new Promise<void>((resolve) => (writing = resolve));
      const watched = new Proxy(db, {
        get: (target, key, receiver) => {
          if (key === 'transaction') writing();
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      let finished = false;
      const job = startPriceJob({ db: watched, fpl, captureTime: '03:00', log });
      void job.started.then(() => (finished = true));
      await begun;
      const status = await get('/api/status');
      const answeredWhileRunning = !finished;
      await job.started;
      expect(status.status).toBe(200);
      expect(answeredWhileRunning).toBe(true);
      expect(log.lines).toEqual(['Price history backfilled: 30 new days (0 changes), 0 already stored']);
    } finally {
      await app.close();
    }
  });

  it('says so when a demo directory has no history, and refuses a broken one', async () => {
    await startPriceJob({ db, fpl: source('demo', dir), captureTime: '03:00', log }).started;
    await writeFiles(dir, { 'price-history.json': { format: 'something else' } });
    await startPriceJob({ db, fpl: source('demo', dir), captureTime: '03:00', log }).started;
    expect(log.lines[0]).toBe(`No price history in ${dir}: the Price Tracker will have no changes`);
    expect(log.lines[1]).toMatch(
      /^WARN Price history backfill failed: .*price-history\.json is not a price history/,
    );
  });

  it('captures the live price day at start and keeps the schedule until stopped', async () => {
    const job = startPriceJob({
      db,
      fpl: source('live', dir),
      captureTime: '03:00',
      log,
      now: () => new Date('2025-09-10T12:00:00Z'),
    });
    await job.started;
    job.stop();
    expect(log.lines).toEqual(['Prices captured for 2025-09-10: 15 players, 0 changes, 0 alerts']);
    expect(await priceCapturesRepository(db).get('2025-26', '2025-09-10')).toMatchObject({
      source: 'live',
      totalPlayers: 10_000_000,
    });
  });

  it('never stores a stale cached copy as the new day, and captures it once upstream answers again', async () => {
    const upstream = await startFakeUpstream();
    try {
      let t = new Date('2025-09-09T20:00:00Z');
      const now = () => t;
      const fpl = createLiveSource({
        baseUrl: upstream.baseUrl,
        retries: 0,
        now,
        sleep: async () => undefined,
      });
      // Yesterday evening a reader's request cached the bootstrap; overnight upstream went down.
      upstream.route('bootstrap-static/', { body: bootstrap() });
      await fpl.bootstrapStatic();
      upstream.route('bootstrap-static/', { status: 500, body: 'Internal Server Error' });
      t = new Date('2025-09-10T12:00:00Z');
      const down = startPriceJob({ db, fpl, captureTime: '03:00', log, now });
      await down.started;
      down.stop();
      expect(log.lines).toEqual([
        expect.stringMatching(/^WARN Price capture failed, retrying within the hour: /),
      ]);
      expect(await priceCapturesRepository(db).get('2025-26', '2025-09-10')).toBeUndefined();

      // The hourly retry after upstream is back stores today's prices (player 1 rose overnight).
      const today = bootstrap();
      const risen = today.elements.find((e) => e.id === 1)!;
      risen.now_cost = risen.now_cost! + 1;
      upstream.route('bootstrap-static/', { body: today });
      const retry = startPriceJob({ db, fpl, captureTime: '03:00', log, now });
      await retry.started;
      retry.stop();
      expect(log.lines[1]).toBe('Prices captured for 2025-09-10: 15 players, 0 changes, 0 alerts');
      const rows = await dailyPricesRepository(db).listByDate('2025-26', '2025-09-10');
      expect(rows.find((r) => r.playerId === 1)?.currentPrice).toBe(risen.now_cost);
    } finally {
      await upstream.close();
    }
  });

  it('logs a failed live capture instead of crashing', async () => {
    const job = startPriceJob({ db, fpl: fakeSource(), captureTime: '03:00', log });
    await job.started;
    job.stop();
    expect(log.lines).toEqual([
      'WARN Price capture failed, retrying within the hour: connect ECONNREFUSED (test)',
    ]);
  });
});
