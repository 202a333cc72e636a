import { describe, expect, it } from 'vitest';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { UpstreamError } from '../fpl/source';
import { bootstrap } from '../routes/test-support/payloads';
import { fakeSource } from '../routes/test-support/fake-source';
import { createStatusService, type StatusDeps } from './status';

const base: Omit<StatusDeps, 'fpl'> = {
  sourceSelection: { selectedBy: 'auto', reason: 'upstream did not answer within 3 s' },
  database: { kind: 'pglite' },
  demo: { managerIds: [1, 2], leagueIds: [3] },
  version: '9.9.9',
  now: () => new Date(),
};

describe('status service', () => {
  it('shows the demo ids and the directory name on demo data', async () => {
    const fpl = fakeSource({ kind: 'demo', location: '/srv/app/data/demo' });
    const status = await createStatusService({ ...base, fpl })();
    expect(status).toEqual({
      source: {
        kind: 'demo',
        location: 'demo',
        selectedBy: 'auto',
        reason: 'upstream did not answer within 3 s',
      },
      season: null,
      currentGameweek: null,
      lastFetchedAt: null,
      stale: false,
      upstreamError: 'The official FPL API is unavailable and no cached copy exists.',
      dataWarnings: [],
      database: { kind: 'pglite' },
      demo: { managerIds: [1, 2], leagueIds: [3] },
      version: '9.9.9',
      replay: null,
      preparing: null,
    });
  });

  it('carries a replay: its gameweek and the figures still as recorded', async () => {
    const replay = { gameweek: 29, asRecorded: ['player totals', 'prices'] };
    const fpl = fakeSource({ kind: 'snapshot', location: '/data/2025-26', replay });
    const status = await createStatusService({ ...base, fpl })();
    expect(status.replay).toEqual(replay);
  });

  it('says what failed in user words, without the upstream URL or validation path', async () => {
    const fpl = fakeSource({
      bootstrapStatic: async () => {
        throw new UpstreamError(
          'invalid_payload',
          'GET https://fantasy.example.test/api/bootstrap-static/ failed validation at teams.0.strength: expected number',
        );
      },
    });
    const { upstreamError } = await createStatusService({ ...base, fpl })();
    expect(upstreamError).toBe('The official FPL API sent data in an unexpected shape.');
  });

  it('hides demo ids on live data and reports a stale bootstrap copy', async () => {
    const fetchedAt = new Date('2025-09-20T10:00:00Z');
    const fpl = fakeSource({
      bootstrapStatic: async () => ({ data: bootstrap() as BootstrapStatic, fetchedAt, stale: true }),
      lastFetchedAt: () => fetchedAt,
    });
    const status = await createStatusService({ ...base, fpl })();
    expect(status.demo).toBeUndefined();
    expect(status).toMatchObject({
      source: { kind: 'live', location: 'https://fantasy.example.test/api/' },
      season: '2025-26',
      currentGameweek: 6,
      lastFetchedAt: '2025-09-20T10:00:00.000Z',
      stale: true,
      upstreamError: null,
    });
  });

  it('reports stale when another endpoint was served stale even though the bootstrap copy is fresh', async () => {
    const fetchedAt = new Date('2025-09-20T10:00:00Z');
    const fpl = fakeSource({
      bootstrapStatic: async () => ({ data: bootstrap() as BootstrapStatic, fetchedAt, stale: false }),
      servingStale: () => true,
    });
    expect(await createStatusService({ ...base, fpl })()).toMatchObject({ stale: true, upstreamError: null });
  });

  it('answers the footer poll from one read while nothing changed, and reads again on a new fetch or after half a second', async () => {
    let clockMs = Date.parse('2025-09-20T10:00:00Z');
    let fetchedAt = new Date(clockMs);
    let gameweek = 6;
    let reads = 0;
    let stale = false;
    const fpl = fakeSource({
      bootstrapStatic: async () => {
        reads += 1;
        const data = bootstrap() as BootstrapStatic;
        for (const e of data.events) e.is_current = e.id === gameweek;
        return { data, fetchedAt, stale: false };
      },
      lastFetchedAt: () => fetchedAt,
      servingStale: () => stale,
    });
    const service = createStatusService({ ...base, fpl, now: () => new Date(clockMs) });
    const gameweekOf = async () =>
      (JSON.parse(await service.json()) as { currentGameweek: number }).currentGameweek;

    expect(await gameweekOf()).toBe(6);
    clockMs += 499;
    expect([await gameweekOf(), reads]).toEqual([6, 1]);
    // A new fetch anywhere (here: the next gameweek's bootstrap) shows at once.
    gameweek = 7;
    fetchedAt = new Date(clockMs);
    expect([await gameweekOf(), reads]).toEqual([7, 2]);
    // So does a stale copy served by any endpoint.
    stale = true;
    expect((JSON.parse(await service.json()) as { stale: boolean }).stale).toBe(true);
    expect(reads).toBe(3);
    // And after half a second the bootstrap is read again (its copy may have expired).
    clockMs += 500;
    await service.json();
    expect(reads).toBe(4);
  });
});
