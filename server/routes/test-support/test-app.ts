import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppDeps } from '../../app';

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
