import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../db/suite-database';
import { testDatabases } from '../../db/testing';
import type { Fault } from './fault-upstream';
import { expectMarkedStale, expectRecovery, expectWellBehaved, isStale, rigPerTest } from './harness';

// The routes that combine the official game's data with the database, on PGlite and (when
// TEST_DATABASE_URL is set) PostgreSQL, under the faults that fail every read.
const URLS = [
  '/api/fixture-difficulty',
  '/api/transfer-planner',
  '/api/captain-candidates',
  '/api/price-predictions',
  '/api/price-changes/recent',
  '/api/watchlist',
  '/api/price-alerts',
  '/api/projected-goals-cs',
  '/api/team-projections-combined',
];
/** The first request also opens database connections and warms queries. */
const TIMING = { deadlineMs: 2_000 };
const BOUND_MS = TIMING.deadlineMs + 800;
const FAULTS: Fault[] = ['server-error-500', 'hang', 'truncated-json', 'rate-limited-429'];

describe.each(testDatabases())('database-backed routes under upstream faults ($name)', (database) => {
  const opened = suiteDatabase(database.open);
  const startRig = rigPerTest();

  it.each(FAULTS)('%s: cold reads fail cleanly, warm ones serve marked stale copies', async (fault) => {
    const rig = await startRig(opened.db, TIMING);
    rig.upstream.mode = fault;
    for (const a of await Promise.all(URLS.map((url) => rig.get(url)))) expectWellBehaved(a, BOUND_MS);
    await expectRecovery(rig, URLS);

    rig.advance(10 * 60_000);
    rig.upstream.mode = fault;
    const warm = await Promise.all(URLS.map((url) => rig.get(url)));
    for (const a of warm) {
      expectWellBehaved(a, BOUND_MS);
      expect(a.status, a.url).toBe(200);
      // Lists kept in the database alone (an empty watchlist) read nothing from upstream.
      if (a.headers['x-data-fetched-at']) expectMarkedStale(a);
    }
    expect(warm.filter(isStale).length).toBeGreaterThanOrEqual(4);
    await expectRecovery(rig, URLS);
  });
});
