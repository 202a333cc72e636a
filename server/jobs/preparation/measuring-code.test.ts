import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleBacktest } from '@contracts/api/samples/price-backtest';
import type { OpenedDatabase } from '../../db/client';
import { jobLeasesRepository } from '../../db/repositories/job-leases';
import { storedBacktestsRepository } from '../../db/repositories/stored-backtests';
import { hasRecordedSeason } from '../../fpl/test-support/recorded-season';
import { databaseWithPastSeason, prepareRecordedSeason } from './test-support/recorded-preparation';

/**
 * The stored accuracy was measured again only when a gameweek finished or a season came in: an
 * upgraded app went on showing the figures of the code it replaced (for ever on a snapshot). A start
 * whose measuring code differs from the one the stored figures were all taken with takes them again.
 */
describe.skipIf(!hasRecordedSeason)(
  'the stored accuracy after an upgrade (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  { timeout: 60_000 },
  () => {
    let database: OpenedDatabase;
    beforeEach(async () => {
      database = await databaseWithPastSeason();
      // Measured and stored by an earlier start, with the code named `v1`.
      await storedBacktestsRepository(database.db).prices.store(sampleBacktest());
      const leases = jobLeasesRepository(database.db);
      await leases.tryAcquire('backtests-code', 'earlier', new Date(), 60_000);
      await leases.complete('backtests-code', 'earlier', 'v1', new Date());
    });
    afterEach(async () => {
      await database.close();
    });

    async function start(code: string) {
      const lines: string[] = [];
      const log = { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) };
      const preparation = prepareRecordedSeason(database, {
        log,
        measurements: ['prices'],
        measureAfter: Promise.resolve(),
        measuringCode: Promise.resolve(code),
      });
      await preparation.done;
      preparation.stop();
      return {
        lines,
        measuredWith: (await jobLeasesRepository(database.db).state('backtests-code'))?.doneKey,
      };
    }

    it('measures again what was stored when the measuring code changed', async () => {
      const { lines, measuredWith } = await start('v2');
      expect(lines.some((l) => /The prices backtest/.test(l))).toBe(true);
      expect(measuredWith).toBe('v2');
    });

    it('keeps what was stored when the code is the same', async () => {
      const { lines, measuredWith } = await start('v1');
      expect(lines.filter((l) => /backtest/.test(l))).toEqual([]);
      expect(measuredWith).toBe('v1');
    });
  },
);
