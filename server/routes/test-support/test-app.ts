import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type AppDeps } from '../../app';
import { createSnapshotSource } from '../../fpl/snapshot-source';
import { RECORDED_SEASON_DIR } from '../../fpl/test-support/recorded-season';

/**
 * The app as the tests build it: the source counts as chosen by the environment and the database
 * kind as PGlite, unless the test says otherwise.
 */
export function testApp(
  deps: Omit<AppDeps, 'sourceSelection' | 'database'> &
    Partial<Pick<AppDeps, 'sourceSelection' | 'database'>>,
) {
  return buildApp({
    sourceSelection: { selectedBy: 'env', reason: null },
    database: { kind: 'pglite' },
    ...deps,
  });
}

/** GET `url` on the app, expecting 200 (a failure names the URL), and the body as JSON. */
export async function getOkJson(app: FastifyInstance, url: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json() as unknown;
}

/**
 * The app over the recorded 2025-26 snapshot for a describe block: built before its tests, closed
 * after them. Read `.app` inside tests, not at collection.
 */
export function suiteRecordedApp(): { readonly app: FastifyInstance } {
  let built: FastifyInstance | undefined;
  beforeAll(async () => {
    built = await testApp({ fpl: createSnapshotSource(RECORDED_SEASON_DIR) });
  });
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app() {
      if (!built) throw new Error('the recorded app is built in beforeAll');
      return built;
    },
  };
}
