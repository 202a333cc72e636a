import type { FastifyInstance } from 'fastify';
import { captainQuerySchema, transferPlannerQuerySchema } from '@contracts/api/player-scores';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import type { PlayerScoresService } from '../services/player-scores/service';

// Computed from relayed base data, so cached like it.
const cached = { config: { cacheControl: CACHE.relay } };

export function registerPlayerScoreRoutes(app: FastifyInstance, service: PlayerScoresService): void {
  app.get('/api/transfer-planner', cached, (req) =>
    service.transferPlanner(parseRequest(transferPlannerQuerySchema, req.query, 'query')),
  );
  app.get('/api/captain-candidates', cached, (req) =>
    service.captainCandidates(parseRequest(captainQuerySchema, req.query, 'query')),
  );
}
