import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueAnalysisSchema, leagueStandingsResponseSchema } from '@contracts/api/leagues';
import {
  managerHistorySchema,
  managerLeaguesSchema,
  managerSummarySchema,
  managerTeamSchema,
} from '@contracts/api/manager';
import { playerListResponseSchema } from '@contracts/api/player-list';
import { bootstrapStaticResponseSchema, fixturesResponseSchema } from '@contracts/api/relay';
import { statusSchema } from '@contracts/status';
import {
  BIG_LEAGUE,
  H2H_LEAGUE,
  LEAGUE,
  MANAGER,
  PICKLESS_MANAGER,
  PRESEASON_MANAGER,
  snapshotApp,
  type SnapshotApp,
} from './test-support/snapshot';

let s: SnapshotApp;
beforeAll(async () => {
  s = await snapshotApp();
});
afterAll(() => s.close());

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('relay endpoints', () => {
  it('relays bootstrap-static with 20 teams, 38 events and the players', async () => {
    const res = await get('/api/bootstrap-static');
    expect(res.statusCode).toBe(200);
    const body = bootstrapStaticResponseSchema.parse(res.json());
    expect(body.teams).toHaveLength(20);
    expect(body.teams[19]).toMatchObject({ id: 20, name: 'Wolves', short_name: 'WOL' });
    expect(body.events.find((e) => e.is_current)?.id).toBe(6);
    expect(body.elements.map((e) => e.now_cost).slice(0, 3)).toEqual([41, 42, 43]);
  });

  it("cuts the player list from the same bootstrap: every player, a table's fields only", async () => {
    const full = bootstrapStaticResponseSchema.parse((await get('/api/bootstrap-static')).json());
    const res = await get('/api/player-list');
    expect(res.statusCode).toBe(200);
    const list = playerListResponseSchema.strict().parse(res.json());
    expect(list.elements.map((e) => e.id)).toEqual(full.elements.map((e) => e.id));
    const first = full.elements[0]!;
    expect(list.elements[0]).toMatchObject({
      web_name: first.web_name,
      team: first.team,
      now_cost: first.now_cost,
      form: first.form,
      total_points: first.total_points,
    });
    expect(list.elements[0]).not.toHaveProperty('transfers_in');
    expect(list.teams[19]).toEqual({ id: 20, name: 'Wolves', short_name: 'WOL' });
    expect(list.events).toHaveLength(38);
  });

  it('relays fixtures', async () => {
    const body = fixturesResponseSchema.parse((await get('/api/fixtures')).json());
    expect(body.map((f) => [f.team_h, f.team_a, f.team_h_score])).toEqual([
      [1, 2, 0],
      [3, 4, 1],
      [5, 6, 2],
    ]);
  });
});

describe('manager endpoints', () => {
  it('returns the entry summary', async () => {
    const body = managerSummarySchema.parse((await get(`/api/manager/${MANAGER}`)).json());
    expect(body).toMatchObject({
      id: MANAGER,
      player_last_name: 'Lovelace101',
      summary_overall_rank: 12_345,
      current_event: 6,
    });
  });

  it('returns the season history with past seasons and chips', async () => {
    const body = managerHistorySchema.parse((await get(`/api/manager/${MANAGER}/history`)).json());
    expect(body.current.map((r) => r.event_transfers)).toEqual([0, 0, 1, 3, 0, 2]);
    expect(body.past).toEqual([{ season_name: '2024/25', total_points: 2100, rank: 150_000 }]);
    expect(body.chips.map((c) => [c.name, c.event])).toEqual([['wildcard', 5]]);
  });

  it('returns the classic leagues', async () => {
    const body = managerLeaguesSchema.parse((await get(`/api/manager/${MANAGER}/leagues`)).json());
    expect(body.managerId).toBe(MANAGER);
    expect(body.classic.map((l) => [l.id, l.name, l.entry_rank])).toEqual([
      [LEAGUE, 'League 900', 7],
      [314, 'Overall', 12_345],
    ]);
  });

  it('returns the current team with transfers rebuilt from the history', async () => {
    const body = managerTeamSchema.parse((await get(`/api/manager/${MANAGER}/team`)).json());
    expect(body.gameweek).toBe(6);
    expect(body.picks).toHaveLength(15);
    expect(body.picks.find((pick) => pick.is_captain)).toMatchObject({ element: 10, multiplier: 2 });
    expect(body.activeChip).toBeNull();
    expect(body.automaticSubs).toEqual([{ entry: 101, element_in: 12, element_out: 3, event: 6 }]);
    expect(body.entryHistory).toMatchObject({ event: 6, points: 56, bank: 15 });
    // 1 free for GW5 kept through the wildcard; 2 made -> one -4 hit, as upstream's cost says.
    expect(body.transfers).toEqual({ made: 2, limit: 1, cost: 4, bank: 15 });
  });

  it('answers 404 with a clear message when the season has not started for the manager', async () => {
    const res = await get(`/api/manager/${PRESEASON_MANAGER}/team`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'not_found',
      message: `Manager ${PRESEASON_MANAGER} has no team yet: the season has not started.`,
    });
  });

  it('answers 404 naming the gameweek when the current picks are missing', async () => {
    const res = await get(`/api/manager/${PICKLESS_MANAGER}/team`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'not_found',
      message: `No team found for manager ${PICKLESS_MANAGER} in gameweek 6`,
    });
  });
});

describe('league endpoints', () => {
  it('merges both standings pages of a 60-entry league', async () => {
    const body = leagueStandingsResponseSchema.parse(
      (await get(`/api/leagues-classic/${LEAGUE}/standings`)).json(),
    );
    expect(body.league).toMatchObject({ id: LEAGUE, name: 'League 900', scoring: 'c' });
    expect(body.standings.results).toHaveLength(60);
    expect(body.standings.results.map((r) => r.rank)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(body.standings.results[59]).toMatchObject({ entry: 7060, entry_name: 'Team 60', total: 940 });
    expect(body).toMatchObject({
      pagesFetched: 2,
      capped: false,
      standings: { has_next: false },
      lastUpdatedData: '2025-09-20T18:00:00Z',
    });
  });

  it('analyzes a league with all its entries', async () => {
    const body = leagueAnalysisSchema.parse((await get(`/api/leagues/${LEAGUE}/analyze`)).json());
    expect(body).toMatchObject({
      id: LEAGUE,
      name: 'League 900',
      league_type: 'x',
      created: '2025-07-20T10:00:00Z',
      capped: false,
    });
    expect(body.standings).toHaveLength(60);
  });

  it('stops at 20 pages (1,000 entries) and says the table is capped', async () => {
    const standings = leagueStandingsResponseSchema.parse(
      (await get(`/api/leagues-classic/${BIG_LEAGUE}/standings`)).json(),
    );
    expect(standings).toMatchObject({ pagesFetched: 20, capped: true, standings: { has_next: true } });
    expect(standings.standings.results).toHaveLength(1000);
    expect(standings.standings.results.at(-1)?.rank).toBe(1000);
    const analysis = leagueAnalysisSchema.parse((await get(`/api/leagues/${BIG_LEAGUE}/analyze`)).json());
    expect(analysis.capped).toBe(true);
    expect(analysis.standings).toHaveLength(1000);
  });

  it('answers 404 for a head-to-head league', async () => {
    for (const url of [
      `/api/leagues/${H2H_LEAGUE}/analyze`,
      `/api/leagues-classic/${H2H_LEAGUE}/standings`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'not_found',
        message: `League ${H2H_LEAGUE} is not a classic league`,
      });
    }
  });
});

describe('GET /api/status', () => {
  it('describes the snapshot source, season and gameweek', async () => {
    const res = await get('/api/status');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = statusSchema.parse(res.json());
    expect(body).toMatchObject({
      source: { kind: 'snapshot', selectedBy: 'env', reason: null },
      season: '2025-26',
      currentGameweek: 6,
      stale: false,
      database: { kind: 'pglite' },
      version: '1.2.3-test',
    });
    // Only the directory's name is shown, never the server's path.
    expect(body.source.location).not.toContain('/');
    expect(body.source.location).toMatch(/^api-snapshot-/);
    expect(Date.parse(body.lastFetchedAt ?? '')).not.toBeNaN();
    expect(body.demo).toBeUndefined();
  });
});
