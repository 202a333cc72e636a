import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fdrResponseSchema } from '@contracts/api/fixture-difficulty';
import { statusSchema } from '@contracts/status';
import { memoryApp, suiteMemoryApp } from './test-support/memory-source';
import { LEAGUE, MANAGER, snapshotFiles } from './test-support/snapshot';

// The schedule's edges as the official API shows them: before the first deadline, during
// gameweek 1, mid-season (the test season as written), after the last gameweek, and a new season
// whose club ids differ from last season's.

type Json = Record<string, unknown>;
type Event = { id: number; finished: boolean; is_current: boolean; is_next: boolean; is_previous: boolean };

const BOOTSTRAP = 'bootstrap-static.json';
const FIXTURES = 'fixtures.json';

/** The test season with its events flagged as of `current` (null: before the first deadline). */
function atGameweek(
  files: Record<string, unknown>,
  current: number | null,
  finishedUpTo: number,
): Record<string, unknown> {
  const bootstrap = structuredClone(files[BOOTSTRAP]) as { events: Event[] };
  for (const e of bootstrap.events) {
    e.finished = e.id <= finishedUpTo;
    e.is_current = e.id === current;
    e.is_previous = current !== null && e.id === current - 1;
    e.is_next = e.id === (current ?? 0) + 1;
  }
  return { ...files, [BOOTSTRAP]: bootstrap };
}

/** Before the season: nothing played, numbers zero or null as upstream sends them, no standings. */
function preSeason(files: Record<string, unknown>) {
  const out = atGameweek(files, null, 0);
  const bootstrap = out[BOOTSTRAP] as { teams: Json[]; elements: Json[] };
  // Seen in real data: every team's strength is null until the first matches.
  for (const t of bootstrap.teams) Object.assign(t, { strength: null, played: 0, win: 0, points: 0 });
  for (const e of bootstrap.elements)
    Object.assign(e, {
      total_points: 0,
      event_points: 0,
      minutes: 0,
      form: '0.0',
      ep_this: null,
      ep_next: null,
    });
  const fixtures = (structuredClone(files[FIXTURES]) as Json[]).map((f) => ({
    ...f,
    finished: false,
    team_h_score: null,
    team_a_score: null,
  }));
  const standings = structuredClone(files[`leagues-classic/${LEAGUE}/standings.json`]) as {
    standings: Json;
  };
  standings.standings = { has_next: false, page: 1, results: [] };
  const entry = { ...(files[`entry/${MANAGER}.json`] as Json), current_event: null };
  return {
    ...out,
    [FIXTURES]: fixtures,
    [`entry/${MANAGER}.json`]: entry,
    [`leagues-classic/${LEAGUE}/standings.json`]: standings,
  };
}

const READS = [
  '/api/bootstrap-static',
  '/api/fixtures',
  `/api/manager/${MANAGER}`,
  `/api/manager/${MANAGER}/history`,
  `/api/leagues-classic/${LEAGUE}/standings`,
  `/api/leagues/${LEAGUE}/analyze`,
  '/api/fixture-difficulty',
  '/api/transfer-planner?type=all',
  '/api/captain-candidates?strategy=all&position=3',
];

describe('season edges', () => {
  const base = snapshotFiles();
  const s = suiteMemoryApp(base);

  const get = (url: string) => s.app.inject({ method: 'GET', url });
  const status = async () => statusSchema.parse((await get('/api/status')).json());
  const allAnswer = async () => {
    for (const url of READS)
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
  };

  it('pre-season: every screen answers, no current gameweek, no team yet, empty standings', async () => {
    s.state.files = preSeason(base);
    await allAnswer();
    expect(await status()).toMatchObject({
      season: '2025-26',
      currentGameweek: null,
      upstreamError: null,
      // Null strengths are how the game says "not yet"; no figure reads them, so nothing to warn of.
      dataWarnings: [],
    });
    const team = await get(`/api/manager/${MANAGER}/team`);
    expect(team.statusCode).toBe(404);
    expect(team.json()).toMatchObject({ message: expect.stringMatching(/season has not started/) });
    expect((await get(`/api/leagues/${LEAGUE}/analyze`)).json()).toMatchObject({ standings: [] });
    // The null strengths reach the client as the game sent them, not as a failure or a missing key.
    const teams = (await get('/api/bootstrap-static')).json() as { teams: Json[] };
    expect(teams.teams.every((t) => t.strength === null)).toBe(true);
    const fdr = fdrResponseSchema.parse((await get('/api/fixture-difficulty')).json());
    // Before the first deadline no gameweek is current, so the grid highlights none (the status line
    // says the same); the grid still lists every club's fixtures.
    expect(fdr.currentGameweek).toBeNull();
    expect(fdr.rows.length).toBeGreaterThan(0);
  });

  it('gameweek 1 in progress: gameweek 1 is current and nothing has finished', async () => {
    s.state.files = atGameweek(base, 1, 0);
    await allAnswer();
    expect((await status()).currentGameweek).toBe(1);
  });

  it('mid-season: the recorded shape as written', async () => {
    s.state.files = base;
    await allAnswer();
    expect(await status()).toMatchObject({ currentGameweek: 6, dataWarnings: [] });
    expect((await get(`/api/manager/${MANAGER}/team`)).statusCode).toBe(200);
  });

  it('season finished: the last gameweek is current and finished, there is no next one', async () => {
    s.state.files = atGameweek(base, 38, 38);
    await allAnswer();
    expect((await status()).currentGameweek).toBe(38);
    const planner = await get('/api/transfer-planner?type=all');
    expect(planner.statusCode).toBe(200);
  });
});

const dataRoot = [
  path.resolve(import.meta.dirname, '../../../shared/fpl-data'),
  path.resolve(import.meta.dirname, '../../../../shared/fpl-data'),
].find((dir) => existsSync(path.join(dir, 'api/2025-26/bootstrap-static.json')));

describe.skipIf(!dataRoot)(
  'a new season whose club ids differ (recorded 2025-26 data; skipped when shared/fpl-data is absent)',
  () => {
    const read = (file: string): unknown =>
      JSON.parse(readFileSync(path.join(dataRoot!, 'api/2025-26', file), 'utf8'));
    // Ids are alphabetical per season, so a promoted club shifts every id after it: shift them all.
    const shifted = (id: number) => (id % 20) + 1;
    function withShiftedIds() {
      const bootstrap = read(BOOTSTRAP) as { teams: Json[]; elements: Json[] };
      for (const t of bootstrap.teams) t.id = shifted(t.id as number);
      for (const e of bootstrap.elements) e.team = shifted(e.team as number);
      const fixtures = (read(FIXTURES) as Json[]).map((f) => ({
        ...f,
        team_h: shifted(f.team_h as number),
        team_a: shifted(f.team_a as number),
      }));
      return { [BOOTSTRAP]: bootstrap, [FIXTURES]: fixtures };
    }

    it('keeps each club its attack and defence tiers: they follow the club, not its id', async () => {
      const s = await memoryApp({ [BOOTSTRAP]: read(BOOTSTRAP), [FIXTURES]: read(FIXTURES) });
      const grid = async () => {
        const res = await s.app.inject({
          method: 'GET',
          url: '/api/fixture-difficulty?start=3&end=8&mode=attacking',
        });
        expect(res.statusCode).toBe(200);
        const rows = fdrResponseSchema.parse(res.json()).rows;
        // Everything but the id: opponents, difficulty, the opponent's tier, the average.
        return new Map(rows.map(({ teamId: _id, ...row }) => [row.teamShort, row]));
      };
      const before = await grid();
      s.state.files = withShiftedIds();
      const after = await grid();
      await s.close();
      expect(after.size).toBe(20);
      expect(after).toEqual(before);
    }, 120_000);
  },
);
