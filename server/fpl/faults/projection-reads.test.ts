import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing';
import { startRig, type FaultRig } from './harness';

const URLS = [
  '/api/projected-goals-cs',
  '/api/results-projections',
  '/api/team-projections-combined',
  '/api/team-assist-projections',
  '/api/team-cs-projections',
  '/api/match-model',
  '/api/projected-standings',
];
/** The fake game has finished gameweeks 1 and 2 (fault-upstream.ts). */
const FINISHED_GAMEWEEKS = 2;

describe('projection reads from the official game', () => {
  let opened: Awaited<ReturnType<ReturnType<typeof testDatabases>[number]['open']>>;
  let rig: FaultRig;
  beforeAll(async () => {
    opened = await testDatabases()[0]!.open();
    rig = await startRig(opened.db, { deadlineMs: 2_000 });
  });
  afterAll(async () => {
    await rig.close();
    await opened.close();
  });

  it('a cold request reads base data and fixtures, plus at most one payload per finished gameweek', async () => {
    expect((await rig.get(URLS[0]!)).status).toBe(200);
    expect(rig.upstream.calls).toBeGreaterThanOrEqual(2);
    expect(rig.upstream.calls).toBeLessThanOrEqual(2 + FINISHED_GAMEWEEKS);
  });

  it('warm requests, every projection endpoint, answer from the cache', async () => {
    const before = rig.upstream.calls;
    for (const answer of await Promise.all(URLS.map((url) => rig.get(url)))) expect(answer.status).toBe(200);
    expect(rig.upstream.calls).toBe(before);
  });
});
