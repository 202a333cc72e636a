import type { FastifyInstance } from 'fastify';
import { openfplProjectionsQuerySchema } from '@contracts/api/openfpl';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import type { OpenfplService } from '../services/openfpl/service';

// Computed from relayed base data and fixtures (projections) or a stored backtest, cached alike.
const cached = { config: { cacheControl: CACHE.relay } };

export function registerOpenfplRoutes(app: FastifyInstance, service: OpenfplService): void {
  app.get('/api/openfpl-projections', cached, (req) =>
    service.projections(parseRequest(openfplProjectionsQuerySchema, req.query, 'query').horizon),
  );
  app.get('/api/openfpl-metrics', cached, () => service.metrics());
}
