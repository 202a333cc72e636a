import type { FastifyInstance } from 'fastify';
import { leagueLiveQuerySchema } from '@contracts/api/live';
import { leagueIdParam } from '@contracts/params';
import { parseRequest } from '../http/parse';
import { CACHE } from '../http/caching';
import type { LeagueLiveService } from '../services/league-live';
import type { LeagueService } from '../services/leagues';

type IdParams = { Params: { id: string } };
const relay = { config: { cacheControl: CACHE.relay } };

export function registerLeagueRoutes(
  app: FastifyInstance,
  leagues: LeagueService,
  leagueLive: LeagueLiveService,
): void {
  app.get<IdParams>('/api/leagues-classic/:id/standings', relay, (req) =>
    leagues.standings(parseRequest(leagueIdParam, req.params.id, 'id')),
  );
  app.get<IdParams>('/api/leagues/:id/analyze', relay, (req) =>
    leagues.analyze(parseRequest(leagueIdParam, req.params.id, 'id')),
  );
  app.get<IdParams>('/api/leagues-classic/:id/live', relay, (req) => {
    const id = parseRequest(leagueIdParam, req.params.id, 'id');
    return leagueLive(id, parseRequest(leagueLiveQuerySchema, req.query, 'query').page);
  });
}
