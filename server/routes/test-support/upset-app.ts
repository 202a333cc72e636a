import type { FastifyInstance } from 'fastify';
import { bootstrapStaticSchema } from '@contracts/fpl/index';
import { testApp } from './test-app';
import { openDatabase, type OpenDatabaseOptions } from '../../db/client';
import { adminHeaders } from './admin-session';
import { fakeSource } from './fake-source';
import { bootstrap } from './payloads';

const data = bootstrapStaticSchema.parse(bootstrap());

/** The app on a database (in memory by default) with the 20-club test season; `close` stops both. */
export async function upsetApp(opts: OpenDatabaseOptions = {}) {
  const database = await openDatabase(opts);
  const app = await testApp({
    fpl: fakeSource({ bootstrapStatic: async () => ({ data, fetchedAt: new Date(), stale: false }) }),
    database: { kind: database.kind },
    db: database.db,
  });
  return {
    app,
    ...upsetCalls(app),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** GET, POST and reset of the upset configuration; writes send an admin session's headers. */
export function upsetCalls(app: FastifyInstance) {
  return {
    get: () => app.inject({ method: 'GET', url: '/api/admin/upset-config' }),
    post: async (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/upset-config',
        headers: { ...(await adminHeaders(app)), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      }),
    reset: async () =>
      app.inject({ method: 'POST', url: '/api/admin/upset-config/reset', headers: await adminHeaders(app) }),
  };
}
