import type { FastifyInstance } from 'fastify';
import { openfplProjectionsQuerySchema } from '@contracts/api/openfpl';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import { PREPARED_ANSWER, sendPreparedJson } from '../http/prepared-json';
import type { OpenfplService } from '../services/openfpl/service';

export function registerOpenfplRoutes(app: FastifyInstance, service: OpenfplService): void {
  // Computed from relayed base data and fixtures, so cached like them; the service keeps each answer.
  app.get('/api/openfpl-projections', PREPARED_ANSWER, async (req, reply) => {
    const { horizon } = parseRequest(openfplProjectionsQuerySchema, req.query, 'query');
    return sendPreparedJson(req, reply, await service.projections(horizon));
  });
  // Read from the stored backtest, cached alike.
  app.get('/api/openfpl-metrics', { config: { cacheControl: CACHE.relay } }, () => service.metrics());
}
