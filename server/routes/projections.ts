import type { FastifyInstance } from 'fastify';
import { projectionsQuerySchema } from '@contracts/api/projections';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import type { ProjectionsService } from '../services/projections/service';

// Computed from relayed base data and fixtures, so cached like them.
const cached = { config: { cacheControl: CACHE.relay } };

export function registerProjectionRoutes(app: FastifyInstance, service: ProjectionsService): void {
  const query = (q: unknown) => parseRequest(projectionsQuerySchema, q, 'query');
  app.get('/api/projected-goals-cs', cached, (req) => service.matchProjections(query(req.query)));
  app.get('/api/results-projections', cached, (req) => service.resultsProjections(query(req.query)));
  app.get('/api/team-projections-combined', cached, (req) => service.teamCombined(query(req.query)));
  app.get('/api/team-assist-projections', cached, (req) => service.teamAssists(query(req.query)));
  app.get('/api/team-cs-projections', cached, (req) => service.teamCleanSheets(query(req.query)));
  app.get('/api/match-model', cached, () => service.matchModel());
}
