import { describe, expect, it } from 'vitest';
import { statusSchema } from '@contracts/status';
import { isStale, rigPerTest } from './harness';

// A field the official game stops sending: the items keep coming, the feature that needs the
// field degrades, and the status line names it.
const startRig = rigPerTest();

type Json = Record<string, unknown>;

/** Upstream's payloads with `field` removed from every fixture. */
const withoutFixtureField = (field: string) => (path: string, payload: unknown) =>
  path === 'fixtures/'
    ? (payload as Json[]).map((f) => Object.fromEntries(Object.entries(f).filter(([k]) => k !== field)))
    : payload;

describe('a fixture field gone upstream', () => {
  it('without team_a_difficulty every fixture is still served, fresh, and the status line names the field', async () => {
    const rig = await startRig();
    rig.upstream.rewrite = withoutFixtureField('team_a_difficulty');
    const fixtures = await rig.get('/api/fixtures');
    expect(fixtures.status).toBe(200);
    expect(isStale(fixtures)).toBe(false);
    expect(fixtures.body).toEqual([
      expect.objectContaining({ id: 1, team_h: 1, team_a: 2, team_h_difficulty: 3, team_a_difficulty: null }),
    ]);
    const status = statusSchema.parse((await rig.get('/api/status')).body);
    expect(status.dataWarnings).toContain('fixture.team_a_difficulty');
  });

  it('without the team ids a fixture cannot be placed and is dropped, and the status line says so', async () => {
    const rig = await startRig();
    rig.upstream.rewrite = withoutFixtureField('team_h');
    expect((await rig.get('/api/fixtures')).body).toEqual([]);
    const status = statusSchema.parse((await rig.get('/api/status')).body);
    expect(status.dataWarnings).toContain('fixtures: 1 unreadable dropped');
  });
});

describe('nulls upstream', () => {
  it("a team's null strength is relayed as null, not as a missing key", async () => {
    const rig = await startRig();
    rig.upstream.rewrite = (path, payload) => {
      if (path !== 'bootstrap-static/') return payload;
      const b = payload as { teams: Json[] };
      return { ...b, teams: b.teams.map((t) => ({ ...t, strength: null })) };
    };
    const res = await rig.get('/api/bootstrap-static');
    const teams = (res.body as { teams: Json[] }).teams;
    expect(teams).toHaveLength(2);
    for (const team of teams) expect(team).toHaveProperty('strength', null);
  });
});
