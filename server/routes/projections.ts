import type { FastifyInstance } from 'fastify';
import { projectionsQuerySchema, type ProjectionsQuery } from '@contracts/api/projections';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import { PREPARED_ANSWER, sendPreparedJson } from '../http/prepared-json';
import { shareWhileRunning } from '../http/shared-answer';
import type { ProjectionsService } from '../services/projections/service';

type Read = (query: ProjectionsQuery) => Promise<object>;

/** Computed from relayed base data and fixtures, so cached like them; the service keeps each answer. */
export function registerProjectionRoutes(app: FastifyInstance, service: ProjectionsService): void {
  const route = (path: string, read: Read) => {
    // Keyed by the query as parsed, so spellings of one query share the work.
    const shared = shareWhileRunning((key) => read(JSON.parse(key) as ProjectionsQuery));
    app.get(path, PREPARED_ANSWER, async (req, reply) => {
      const { start_gw, end_gw, team } = parseRequest(projectionsQuerySchema, req.query, 'query');
      return sendPreparedJson(req, reply, await shared(JSON.stringify({ start_gw, end_gw, team })));
    });
  };
  route('/api/projected-goals-cs', service.matchProjections);
  route('/api/results-projections', service.resultsProjections);
  route('/api/team-projections-combined', service.teamCombined);
  route('/api/team-assist-projections', service.teamAssists);
  route('/api/team-cs-projections', service.teamCleanSheets);
  // A small answer built per request (the stored backtest and tiers may change between two).
  app.get('/api/match-model', { config: { cacheControl: CACHE.relay } }, () => service.matchModel());
}
