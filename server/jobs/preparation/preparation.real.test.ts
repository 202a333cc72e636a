import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusSchema, type Preparing } from '@contracts/status';
import { testApp } from '../../routes/test-support/test-app';
import { openDatabase, type OpenedDatabase } from '../../db/client';
import { jobLeasesRepository } from '../../db/repositories/job-leases';
import { createSnapshotSource } from '../../fpl/snapshot-source';
import { startPreparation } from './preparation';
import type { BacktestName } from './protocol';
import { preparationState } from './state';
import { startHistoryServer } from './test-support/history-server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const snapshot = path.resolve(repoRoot, '../shared/fpl-data/api/2025-26');
const vaastav = path.resolve(repoRoot, '../shared/fpl-data/vaastav');

/**
 * A first start on the recorded 2025-26 snapshot with an empty database: the server answers at
 * once, fetches its past seasons from a local history server in the background and measures the
 * price predictor on them (the quickest of the accuracy measurements; the others run the same way).
 */
describe.skipIf(!existsSync(snapshot) || !existsSync(vaastav))(
  'first start on a real snapshot (skipped when ../shared/fpl-data is absent)',
  { timeout: 600_000 },
  () => {
    let history: Awaited<ReturnType<typeof startHistoryServer>>;
    let database: OpenedDatabase;
    let app: FastifyInstance;
    const state = preparationState();
    const fpl = createSnapshotSource(snapshot);
    beforeEach(async () => {
      history = await startHistoryServer(vaastav);
      database = await openDatabase({ dataDir: 'memory://' });
      app = await testApp({ fpl, db: database.db, preparation: state });
    });
    afterEach(async () => {
      await app.close();
      await database.close();
      await history.close();
    });

    const start = (seasons: number, measurements: BacktestName[]) =>
      startPreparation({
        fpl,
        database,
        jobDatabase: { kind: 'pglite' },
        demoDir: '',
        history: { url: history.url, seasons, timeoutMs: 10_000 },
        state,
        pricesReady: Promise.resolve(),
        log: { info: () => undefined, warn: () => undefined },
        measurements,
        retryDelayMs: () => 1_000,
        once: { leases: jobLeasesRepository(database.db), holder: 'test' },
      });

    /** Asks /api/status every 200 ms until `until` settles; every answer must be a 200 in time. */
    async function watchStatus(until: Promise<unknown>) {
      const seen: Array<Preparing | null> = [];
      let settled = false;
      void until.finally(() => (settled = true));
      while (!settled) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url: '/api/status' });
        expect(res.statusCode).toBe(200);
        // Generous for a shared 2-core test machine; the child does the heavy work.
        expect(performance.now() - started).toBeLessThan(5_000);
        seen.push(statusSchema.parse(res.json()).preparing);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return seen;
    }

    const json = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      return res.json() as Record<string, unknown>;
    };

    it('fetches the two seasons before 2025-26, then the price predictor card carries measured figures', async () => {
      const preparation = start(2, ['prices']);
      const seen = await watchStatus(preparation.done);
      preparation.stop();
      expect(seen).toContainEqual({ step: 'fetching-history', done: 1, total: 2, retryAt: null });
      expect(seen).toContainEqual(expect.objectContaining({ step: 'measuring' }));
      // The last answer asked for while it ran may predate its end: ask once more.
      expect(statusSchema.parse(await json('/api/status')).preparing).toBeNull();
      const seasons = (await json('/api/seasons')) as unknown as Array<{ season: string }>;
      expect(JSON.stringify(seasons)).toMatch(/2023-24[\s\S]*2024-25|2024-25[\s\S]*2023-24/);
      const metrics = await json('/api/price-predictions/metrics');
      const backtest = metrics.backtest as { fit_seasons: string[]; held_out_seasons: string[] } | null;
      expect(backtest).toMatchObject({ fit_seasons: ['2023-24'], held_out_seasons: ['2024-25'] });
    });

    it('with the history source down: says when it tries again, answers every request, recovers when it is back', async () => {
      history.state.down = true;
      const preparation = start(1, []);
      const retrying = new Promise<Preparing>((resolve) => {
        const check = setInterval(() => {
          const p = state.get();
          if (p?.retryAt) {
            clearInterval(check);
            resolve(p);
          }
        }, 100);
      });
      const seenWhileDown = await watchStatus(retrying);
      expect(seenWhileDown.every((p) => p === null || p.step === 'fetching-history')).toBe(true);
      const status = statusSchema.parse(await json('/api/status'));
      expect(status.preparing).toMatchObject({ step: 'fetching-history', retryAt: expect.any(String) });
      // Screens that use past seasons answer (without them) rather than fail.
      for (const url of ['/api/seasons', '/api/openfpl-metrics', '/api/match-model'])
        expect((await app.inject({ method: 'GET', url })).statusCode).toBeLessThan(500);

      history.state.down = false;
      await preparation.done;
      preparation.stop();
      expect(state.get()).toBeNull();
      expect(JSON.stringify(await json('/api/seasons'))).toContain('2024-25');
    });
  },
);
