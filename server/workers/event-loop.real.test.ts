import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../routes/test-support/test-app';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { createAsOfSource } from '../fpl/as-of-source';
import { createSnapshotSource } from '../fpl/snapshot-source';

const dir = path.resolve(import.meta.dirname, '../../../shared/fpl-data/api/2025-26');

/**
 * The recorded 2025-26 season replayed as of gameweek 29 (nine gameweeks to project), a fresh
 * database: the first Open FPL request fits the match model, the share model and the points model.
 * Before the worker pool, the points model alone held the event loop for over a second.
 */
describe.skipIf(!existsSync(path.join(dir, 'bootstrap-static.json')))(
  'the server answers while the models are fitted (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  { timeout: 180_000 },
  () => {
    let app: FastifyInstance;
    let database: OpenedDatabase;
    beforeAll(async () => {
      database = await openDatabase({ dataDir: 'memory://' });
      app = await testApp({
        fpl: await createAsOfSource(createSnapshotSource(dir), 29),
        db: database.db,
        now: () => new Date('2026-03-01T12:00:00Z'),
      });
      // The status line's own reads are warm before the cold projection starts.
      expect((await app.inject('/api/status')).statusCode).toBe(200);
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('/api/status keeps answering while a cold projection is computed', async () => {
      let pending = true;
      const started = performance.now();
      const projection = app.inject('/api/openfpl-projections?horizon=1').finally(() => (pending = false));
      const status: number[] = [];
      while (pending) {
        const asked = performance.now();
        const res = await app.inject('/api/status');
        expect(res.statusCode).toBe(200);
        status.push(performance.now() - asked);
        await new Promise((r) => setTimeout(r, 20));
      }
      const answer = await projection;
      const projectionMs = performance.now() - started;
      expect(answer.statusCode).toBe(200);
      expect((answer.json() as unknown[]).length).toBeGreaterThan(500);
      // Many answers while the fits ran, none held up behind them: a fit on the event loop would hold
      // one status request for most of the projection's time. Relative to it, not a fixed threshold,
      // as a loaded machine slows both (bench:cold measures the latency itself).
      expect(status.length).toBeGreaterThan(5);
      expect(Math.max(...status)).toBeLessThan(projectionMs / 4);
    });
  },
);
