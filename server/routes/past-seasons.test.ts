import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { historicalPlayersResponseSchema } from '@contracts/api/past-seasons';
import { historyRepository, type SeasonPlayer } from '../db/repositories/past-seasons';
import { seasonGameweek, seasonPlayer } from '../db/test-rows';
import { suiteDatabase } from '../db/suite-database';
import { testDatabases } from '../db/testing';
import { createHistoryService } from '../services/past-seasons/service';
import { registerHistoryRoutes } from './past-seasons';
import { routeApp } from './test-support/route-app';
import { zeroCountingStats } from '@contracts/game/match-stats';

/** Salah's identity and prices on every player, so the one the test reads is all spelled out here. */
const player = (id: number, over: Partial<SeasonPlayer> = {}): SeasonPlayer =>
  seasonPlayer(id, {
    code: 5000 + id,
    firstName: 'Mohamed',
    secondName: 'Salah',
    webName: 'Salah',
    teamId: 11,
    teamName: 'Liverpool',
    teamShortName: 'LIV',
    startCost: 125,
    endCost: 134,
    totalPoints: 0,
    expectedGoals: null,
    expectedAssists: null,
    selectedByPercent: null,
    ...over,
  });

const appearance = (playerId: number, gameweek: number, minutes: number, totalPoints: number) =>
  seasonGameweek(playerId, gameweek, {
    fixtureId: gameweek,
    opponentTeamId: 1,
    kickoffTime: null,
    minutes,
    value: 130,
    selected: 1,
    transfersIn: 0,
    transfersOut: 0,
    transfersBalance: 0,
    teamHScore: null,
    teamAScore: null,
    totalPoints,
  });

describe.each(testDatabases())('history routes on $name', ({ open }) => {
  let app: FastifyInstance;
  let current: string | null = '2025-26';

  suiteDatabase(open, async (db) => {
    const repo = historyRepository(db);
    await repo.replaceSeason('2016-17', [player(1)], [], { source: 'test' });
    await repo.replaceSeason(
      '2023-24',
      [
        player(308, {
          totalPoints: 20,
          minutes: 250,
          goalsScored: 2,
          influence: 1033.8,
          ictIndex: 34.6,
          expectedGoals: 20.89,
          expectedAssists: 7.47,
          selectedByPercent: 24.1,
        }),
        player(2, {
          webName: 'Bench',
          elementType: 1,
          positionName: 'GKP',
          teamId: 2,
          teamShortName: 'ARS',
          teamName: 'Arsenal',
        }),
      ],
      // Three appearances and one unused fixture: 20 / 3 = 6.7 points per game.
      [
        appearance(308, 1, 90, 10),
        appearance(308, 2, 90, 8),
        appearance(308, 3, 70, 2),
        appearance(308, 4, 0, 0),
      ],
      { source: 'test' },
    );
    const service = createHistoryService({
      history: historyRepository(db),
      currentSeason: async () => current,
    });
    app = await routeApp((app) => registerHistoryRoutes(app, service));
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the current season and the imported ones, newest first', async () => {
    current = '2025-26';
    const res = await app.inject('/api/seasons');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['2025-26', '2023-24', '2016-17']);
    current = '2023-24';
    expect((await app.inject('/api/seasons')).json()).toEqual(['2023-24', '2016-17']);
  });

  it("serves a season's players with team, position, both prices and points per game", async () => {
    const res = await app.inject('/api/players/historical/2023-24');
    expect(res.statusCode).toBe(200);
    const body = historicalPlayersResponseSchema.parse(res.json());
    expect(body.map((p) => p.id)).toEqual([2, 308]);
    expect(body[1]).toEqual({
      season: '2023-24',
      id: 308,
      code: 5308,
      web_name: 'Salah',
      first_name: 'Mohamed',
      second_name: 'Salah',
      team: 11,
      team_id: 11,
      team_name: 'Liverpool',
      team_short_name: 'LIV',
      element_type: 3,
      position_name: 'MID',
      now_cost: 134,
      start_cost: 125,
      end_cost: 134,
      total_points: 20,
      points_per_game: 6.7,
      ...zeroCountingStats(),
      minutes: 250,
      goals_scored: 2,
      influence: 1033.8,
      creativity: 0,
      threat: 0,
      ict_index: 34.6,
      expected_goals: 20.89,
      expected_assists: 7.47,
      selected_by_percent: 24.1,
    });
    expect(body[0]).toMatchObject({ position_name: 'GKP', team_short_name: 'ARS', points_per_game: 0 });
  });

  it('rejects a malformed season with 400 bad_request', async () => {
    for (const [season, message] of [
      ['2023-25', 'Season years must be consecutive'],
      ['23-24', 'Season must look like 2024-25'],
      ['2023-24x', 'Season must look like 2024-25'],
      ['..%2F2023-24', 'Season must look like 2024-25'],
    ]) {
      const res = await app.inject(`/api/players/historical/${season}`);
      expect({ season, status: res.statusCode, body: res.json() }).toEqual({
        season,
        status: 400,
        body: { error: 'bad_request', message },
      });
    }
  });

  it('answers 404 not_found for a season that was never imported', async () => {
    const res = await app.inject('/api/players/historical/2010-11');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No player data for season 2010-11.' });
  });
});
