import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startHistoryServer } from '../../server/jobs/preparation/test-support/history-server';
import { getRaw, HOST, startFakeUpstream, startNode, waitFor, type Child } from '../bench-relay/servers';
import { hasNginx, localNginxSite, startNginx } from './nginx';

/**
 * Several instances behind one address (README, "Deployment"): two app processes on one PostgreSQL,
 * reading the official game from a local stand-in (the recorded 2025-26 season), behind Debian's nginx
 * configured as deploy/nginx.conf.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const season = path.resolve(repoRoot, '../shared/fpl-data/api/2025-26');
const vaastav = path.resolve(repoRoot, '../shared/fpl-data/vaastav');
const databaseUrl = process.env.TEST_DATABASE_URL;
const ready = Boolean(databaseUrl) && hasNginx() && existsSync(season) && existsSync(vaastav);
const title = ready
  ? 'two instances on one PostgreSQL behind nginx'
  : 'two instances behind nginx (skipped: needs TEST_DATABASE_URL, /usr/sbin/nginx and ../shared/fpl-data)';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe.skipIf(!ready)(title, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'two-instances-'));
  const upstreamAsked = new Map<string, number>();
  let upstream: Server | undefined;
  let nginx: ReturnType<typeof startNginx> | undefined;
  const apps: Child[] = [];
  const appPorts: number[] = [];
  let proxyPort = 0;
  const schema = `instances_${process.pid}`;
  let history: Awaited<ReturnType<typeof startHistoryServer>> | undefined;

  beforeAll(async () => {
    const upstreamPort = await freePort();
    upstream = await startFakeUpstream(season, upstreamPort, (urlPath) =>
      upstreamAsked.set(urlPath, (upstreamAsked.get(urlPath) ?? 0) + 1),
    );
    // The past season each instance wants: its files wait until the test lets them go.
    history = await startHistoryServer(vaastav);
    history.state.held = true;
    for (const name of ['a', 'b']) {
      const port = await freePort();
      appPorts.push(port);
      apps.push(
        startNode(['server/main.ts'], {
          PORT: String(port),
          HOST,
          FPL_SOURCE: 'live',
          FPL_BASE_URL: `http://${HOST}:${upstreamPort}/`,
          DATABASE_URL: databaseUrl ?? '',
          DATABASE_SCHEMA: schema,
          DATA_DIR: path.join(dir, name),
          ADMIN_PASSWORD: 'two-instances-admin-password',
          TRUST_PROXY: 'loopback',
          FPL_HISTORY_URL: history.url,
          FPL_HISTORY_SEASONS: '1',
          // The survivor takes the dead instance's job over once its claim runs out: 10 s, not a minute.
          JOB_LEASE_SECONDS: '10',
          LOG_LEVEL: 'info',
        }),
      );
    }
    for (const port of appPorts)
      await waitFor(
        `the instance on ${port}`,
        async () => (await getRaw(port, '/api/status')).status === 200,
        120_000,
      );
    proxyPort = await freePort();
    nginx = startNginx(localNginxSite(repoRoot, proxyPort, appPorts, dir), dir);
    await waitFor('nginx', async () => (await getRaw(proxyPort, '/api/status')).status === 200, 20_000);
  }, 180_000);

  afterAll(async () => {
    nginx?.stop();
    for (const app of apps) app.stop();
    history?.release();
    await history?.close();
    await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 200 concurrent reads through nginx without an error, asking upstream once', async () => {
    // A manager's history: nobody asked for it at start, so every upstream call for it is counted here.
    const manager = 1058734;
    const reads = await Promise.all(
      Array.from({ length: 200 }, () => getRaw(proxyPort, `/api/manager/${manager}/history`)),
    );
    expect(reads.map((r) => r.status)).toEqual(Array.from({ length: 200 }, () => 200));
    expect(new Set(reads.map((r) => r.body.toString('utf8'))).size).toBe(1);
    expect(upstreamAsked.get(`/entry/${manager}/history/`)).toBe(1);
  });

  it('gives the same predicted scores and projected table from either instance', async () => {
    for (const route of ['/api/predicted-scores', '/api/projected-standings']) {
      const [a, b] = await Promise.all(appPorts.map((port) => getRaw(port, route)));
      expect(a?.status, route).toBe(200);
      expect(b?.status, route).toBe(200);
      expect(a?.body.equals(b?.body ?? Buffer.alloc(0)), route).toBe(true);
    }
  });

  it('limits anonymous writes to 60 a minute per client whichever instance answers', async () => {
    const deleteFrom = (port: number) =>
      fetch(`http://${HOST}:${port}/api/watchlist/not-a-number`, {
        method: 'DELETE',
        headers: { origin: `http://${HOST}:${port}` },
      });
    const statuses: number[] = [];
    // A malformed id is refused after the limit counted the write: 60 such answers, then the limit.
    for (let write = 0; write < 61; write++)
      statuses.push((await deleteFrom(appPorts[write % 2] ?? 0)).status);
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('refuses the sixth wrong admin password whichever instance answers', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const port = appPorts[attempt % 2] ?? 0;
      const res = await fetch(`http://${HOST}:${port}/api/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://${HOST}:${port}` },
        body: JSON.stringify({ password: `wrong-password-${attempt}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it("captures the day's prices once, though both instances start the capture", async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const captures = async () =>
        (await db.query(`select record_date from "${schema}".price_captures where source = 'live'`)).rows;
      await waitFor('the first price capture', async () => (await captures()).length > 0, 60_000);
      // Time for the other instance's capture to finish too, were it not kept out by the lock.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await captures()).toHaveLength(1);
      const captured = apps.map((app) => app.output.filter((line) => line.includes('Prices captured for')));
      expect(captured.flat()).toHaveLength(1);
    } finally {
      await db.end();
    }
  });

  // Last: it kills one instance.
  it('fetches the past season on one instance, and the other finishes it when that one dies', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const lease = async () =>
        (await db.query(`select holder, done_key from "${schema}".job_leases where name = 'history'`))
          .rows[0] as { holder: string; done_key: string | null } | undefined;
      const requests = () => history?.state.requests ?? [];
      await waitFor('an instance fetching the past season', async () => requests().length > 0, 60_000).catch(
        (err: unknown) => {
          for (const app of apps) console.log(app.output.join('\n'));
          throw err;
        },
      );
      // Time for the other instance to ask too, if it were going to: it waits for the lease instead.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const first = requests()[0];
      expect(requests().filter((r) => r === first)).toHaveLength(1);
      const holderPid = Number((await lease())?.holder.split(':')[1]);
      expect(apps.map((a) => a.process.pid)).toContain(holderPid);
      // A crash half-way: the whole process group at once, nothing released.
      process.kill(-holderPid, 'SIGKILL');
      history?.release();
      await waitFor(
        'the other instance to finish the fetch',
        async () => Boolean((await lease())?.done_key),
        150_000,
      );
      expect(Number((await lease())?.holder.split(':')[1])).not.toBe(holderPid);
      const seasons = await db.query(`select label, origin from "${schema}".seasons`);
      expect(seasons.rows).toEqual([{ label: '2024-25', origin: 'real' }]);
    } finally {
      await db.end();
    }
  }, 240_000);
});
