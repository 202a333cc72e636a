import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonGoalShareResponseSchema } from '@contracts/api/shares';
import { testApp } from './test-support/test-app';
import { testDatabases } from '../db/testing';
import { createAsOfSource } from '../fpl/as-of-source';
import { createSnapshotSource } from '../fpl/snapshot-source';
import type { FplSource } from '../fpl/source';

const dir = path.resolve(import.meta.dirname, '../../../shared/fpl-data/api/2025-26');
// Replayed with gameweek 34 the last finished; live payloads are recorded from gameweek 30.
const AS_OF = 34;

// The source's freshness, asked by the kept answers on every request: not a read of the game's data.
const NOT_READS = new Set(['lastFetchedAt', 'servingStale']);

/** The source's reads of the game's data, by method and argument. */
function counted(fpl: FplSource) {
  const calls: string[] = [];
  const wrapped = new Proxy(fpl, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || NOT_READS.has(String(prop))) return value;
      return (...args: unknown[]) => {
        calls.push([String(prop), ...args].join(' '));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { fpl: wrapped, calls };
}

describe.skipIf(!existsSync(path.join(dir, 'bootstrap-static.json')))(
  `the whole app on the recorded 2025-26 season as of gameweek ${AS_OF} (skipped when ../shared/fpl-data/api/2025-26 is absent)`,
  { timeout: 120_000 },
  () => {
    let app: FastifyInstance;
    let calls: string[];
    let closeDb: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      // An empty database: no imported season, so the fits read the current season alone.
      const opened = await testDatabases()[0]!.open();
      closeDb = opened.close;
      const source = counted(await createAsOfSource(createSnapshotSource(dir), AS_OF));
      calls = source.calls;
      app = await testApp({ fpl: source.fpl, db: opened.db });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await closeDb?.();
    });

    it('a cold /api/goal-share-season reads bootstrap, fixtures and each finished gameweek live once; the next share request reads nothing new', async () => {
      calls.length = 0;
      const res = await app.inject({ method: 'GET', url: '/api/goal-share-season' });
      expect(res.statusCode).toBe(200);
      const body = seasonGoalShareResponseSchema.parse(res.json());
      expect(body.gameweek).toBe(AS_OF);
      const kinds = new Set(calls.map((c) => c.split(' ')[0]));
      expect([...kinds].sort()).toEqual(['bootstrapStatic', 'eventLive', 'fixtures']);
      // The match history and the shares both need the payloads: one read each gameweek, not two.
      const live = calls.filter((c) => c.startsWith('eventLive ')).sort();
      expect(live).toEqual([...new Set(live)]);
      expect(live.length).toBeLessThanOrEqual(AS_OF);

      calls.length = 0;
      expect((await app.inject({ method: 'GET', url: '/api/assist-share-season' })).statusCode).toBe(200);
      expect(calls.filter((c) => c.startsWith('eventLive '))).toEqual([]);
    });
  },
);
