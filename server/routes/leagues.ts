import type { FastifyInstance } from 'fastify';
import { leagueIdParam } from '@contracts/params';
import { parseId } from '../http/api-error';
import { CACHE } from '../http/caching';
import type { LeagueService } from '../services/leagues';

type IdParams = { Params: { id: string } };
const relay = { config: { cacheControl: CACHE.relay } };

export function registerLeagueRoutes(app: FastifyInstance, leagues: LeagueService): void {
  app.get<IdParams>('/api/leagues-classic/:id/standings', relay, (req) =>
    leagues.standings(parseId(leagueIdParam, req.params.id)),
  );
  app.get<IdParams>('/api/leagues/:id/analyze', relay, (req) =>
    leagues.analyze(parseId(leagueIdParam, req.params.id)),
  );
}
