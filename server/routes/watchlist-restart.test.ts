import { describe, expect } from 'vitest';
import { bootstrapStaticSchema } from '@contracts/fpl/index';
import { testApp } from './test-support/test-app';
import { openDatabase, type OpenDatabaseOptions } from '../db/client';
import { fakeSource } from './test-support/fake-source';
import { bootstrap } from './test-support/payloads';
import { itSurvivesRestarts } from './test-support/restarts';

const data = bootstrapStaticSchema.parse(bootstrap());
const fpl = fakeSource({ bootstrapStatic: async () => ({ data, fetchedAt: new Date(), stale: false }) });

/** Starts the app on the database, runs `use`, then stops both, as a server restart would. */
async function withServer<T>(
  opts: OpenDatabaseOptions,
  use: (inject: ReturnType<typeof injector>) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(opts);
  const app = await testApp({ fpl, database: { kind: database.kind }, db: database.db });
  try {
    return await use(injector(app));
  } finally {
    await app.close();
    await database.close();
  }
}

function injector(app: Awaited<ReturnType<typeof testApp>>) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function addRestartRemove(opts: OpenDatabaseOptions) {
  const added = await withServer(opts, async (inject) => {
    const res = await inject('POST', '/api/watchlist', '', {
      playerId: 7,
      playerName: 'Player7',
      teamName: 'Chelsea',
      position: 'Defender',
      currentPrice: 47,
      targetPrice: 50,
      alertOnFall: true,
    });
    expect(res.statusCode).toBe(201);
    return {
      cookie: String(res.headers['set-cookie']).split(';')[0] ?? '',
      id: (res.json() as { id: number }).id,
    };
  });
  await withServer(opts, async (inject) => {
    const list = (await inject('GET', '/api/watchlist', added.cookie)).json() as Array<
      Record<string, unknown>
    >;
    expect(list).toMatchObject([
      { id: added.id, playerId: 7, playerName: 'Player7', targetPrice: 50, alertOnFall: true },
    ]);
    expect((await inject('DELETE', `/api/watchlist/${added.id}`, added.cookie)).statusCode).toBe(204);
  });
  await withServer(opts, async (inject) => {
    expect((await inject('GET', '/api/watchlist', added.cookie)).json()).toEqual([]);
  });
}

describe('the watchlist survives a server restart', () => {
  itSurvivesRestarts('watchlist-restart', addRestartRemove);
});
