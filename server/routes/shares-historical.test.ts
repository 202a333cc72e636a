import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  historicalAssistShareResponseSchema,
  historicalGoalShareResponseSchema,
} from '@contracts/api/shares';
import { historyRepository } from '../db/repositories/past-seasons';
import { seasonSharesRepository } from '../db/repositories/season-shares';
import { seasonGameweek, seasonMatch, seasonPlayer } from '../db/test-rows';
import { testDatabases } from '../db/testing';
import { createHistoricalShares } from '../services/shares/historical';
import { createShareService } from '../services/shares/service';
import { registerShareRoutes } from './shares';
import { routeApp } from './test-support/route-app';

// Arsenal (1) 2-1 Chelsea (2) in fixture 10, Chelsea 1-1 Arsenal in fixture 20. Player 7 plays for
// Chelsea in fixture 10 and, after a January move, for Arsenal in fixture 20: each goal stays with
// the club he scored it for. Chelsea's first goal in fixture 10 is an Arsenal defender's own goal.
const gameweeks = [
  seasonGameweek(1, 1, { fixtureId: 10, teamId: 1, wasHome: true, minutes: 90, goalsScored: 2 }),
  seasonGameweek(3, 1, { fixtureId: 10, teamId: 1, wasHome: true, minutes: 90, ownGoals: 1 }),
  seasonGameweek(7, 1, {
    fixtureId: 10,
    teamId: 2,
    wasHome: false,
    opponentTeamId: 1,
    minutes: 90,
    assists: 1,
  }),
  seasonGameweek(2, 1, { fixtureId: 10, teamId: 2, wasHome: false, opponentTeamId: 1, minutes: 60 }),
  seasonGameweek(7, 2, { fixtureId: 20, teamId: 1, wasHome: false, minutes: 90, goalsScored: 1 }),
  seasonGameweek(2, 2, {
    fixtureId: 20,
    teamId: 2,
    wasHome: true,
    opponentTeamId: 1,
    minutes: 90,
    goalsScored: 1,
  }),
  seasonGameweek(1, 2, { fixtureId: 20, teamId: 1, wasHome: false, minutes: 0 }),
].map((g) =>
  g.fixtureId === 10 ? { ...g, teamHScore: 2, teamAScore: 1 } : { ...g, teamHScore: 1, teamAScore: 1 },
);

describe.each(testDatabases())('past-season goal and assist shares ($name)', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await database.open();
    close = opened.close;
    const history = historyRepository(opened.db);
    await history.replaceSeason(
      '2023-24',
      [
        seasonPlayer(1, { webName: 'Saka', positionName: 'MID' }),
        seasonPlayer(2, { webName: 'Palmer', teamId: 2, teamName: 'Chelsea', teamShortName: 'CHE' }),
        seasonPlayer(3, { webName: 'Gabriel', positionName: 'DEF' }),
        // His stored club is the end-of-season one (Arsenal).
        seasonPlayer(7, { webName: 'Mover', positionName: 'FWD' }),
      ],
      gameweeks,
      { source: 'test' },
      [
        seasonMatch(10, { homeGoals: 2, awayGoals: 1 }),
        seasonMatch(20, {
          gameweek: 2,
          homeTeamId: 2,
          awayTeamId: 1,
          homeClub: 8,
          awayClub: 3,
          homeShortName: 'CHE',
          awayShortName: 'ARS',
          homeGoals: 1,
          awayGoals: 1,
        }),
      ],
    );
    app = await routeApp((app) => {
      const historical = createHistoricalShares({ history, shares: seasonSharesRepository(opened.db) });
      // The current season is not read here.
      const season = {
        computed: () => Promise.reject(new Error('unused')),
        latestBacktest: async () => null,
      };
      registerShareRoutes(app, createShareService({ historical, season }));
    });
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('credits each goal to the club of its fixture and the opponents own goals to the team', async () => {
    const res = await app.inject('/api/goal-share-historical/2023-24');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const body = historicalGoalShareResponseSchema.parse(res.json());
    expect(body.teams.map((t) => [t.team_short, t.goals, t.own_goals])).toEqual([
      ['ARS', 3, 0],
      ['CHE', 2, 1],
    ]);
    const [ars, che] = body.teams;
    expect(ars!.players.map((p) => [p.name, p.goals, p.minutes])).toEqual([
      ['Saka', 2, 90],
      ['Mover', 1, 90],
      ['Gabriel', 0, 90],
    ]);
    expect(che!.players.map((p) => [p.name, p.goals])).toEqual([
      ['Palmer', 1],
      ['Mover', 0],
    ]);
    expect(ars!.players[0]!.goal_share).toBeCloseTo(2 / 3, 10);
    expect(che!.players[0]!.goal_share).toBeCloseTo(0.5, 10);
  });

  it('lists assists per club with shares of the team assists', async () => {
    const res = await app.inject('/api/assist-share-historical/2023-24');
    const body = historicalAssistShareResponseSchema.parse(res.json());
    const che = body.teams.find((t) => t.team_short === 'CHE')!;
    expect(che.assists).toBe(1);
    expect(che.players[0]).toMatchObject({ name: 'Mover', assists: 1, assist_share: 1 });
    expect(body.teams.find((t) => t.team_short === 'ARS')!.assists).toBe(0);
  });

  it('answers 400 for a malformed season and 404 for one never imported', async () => {
    for (const bad of ['2023', '2023-25', 'latest']) {
      const res = await app.inject(`/api/goal-share-historical/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const missing = await app.inject('/api/assist-share-historical/2015-16');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBeTypeOf('string');
  });
});
