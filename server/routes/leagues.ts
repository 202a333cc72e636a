import type { FastifyInstance } from 'fastify';
import { leagueLiveQuerySchema } from '@contracts/api/live';
import { leagueIdParam } from '@contracts/params';
import { parseRequest } from '../http/parse';
import type { LeagueLiveService } from '../services/league-live';
import type { LeagueService } from '../services/leagues';
import { relayedById } from './relayed-by-id';

export function registerLeagueRoutes(
  app: FastifyInstance,
  leagues: LeagueService,
  leagueLive: LeagueLiveService,
): void {
  const byId = relayedById(app, leagueIdParam);
  byId('/api/leagues-classic/:id/standings', (id) => leagues.standings(id));
  byId('/api/leagues/:id/analyze', (id) => leagues.analyze(id));
  byId('/api/leagues-classic/:id/live', (id, req) =>
    leagueLive(id, parseRequest(leagueLiveQuerySchema, req.query, 'query').page),
  );
}
