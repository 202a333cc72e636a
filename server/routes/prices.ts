import type { FastifyInstance } from 'fastify';
import { playerIdParam } from '@contracts/params';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import type { PriceService } from '../services/prices/service';

type IdParams = { Params: { playerId: string } };
// The same for every visitor: stored prices change daily, predictions follow the relayed bootstrap.
const shared = { config: { cacheControl: CACHE.relay } };

export function registerPriceRoutes(app: FastifyInstance, prices: PriceService): void {
  app.get('/api/price-changes/recent', shared, () => prices.recentChanges());
  app.get('/api/price-predictions', shared, () => prices.predictions());
  app.get('/api/price-predictions/metrics', shared, () => prices.metrics());
  app.get<IdParams>('/api/price-history/:playerId', shared, (req) =>
    prices.history(parseRequest(playerIdParam, req.params.playerId, 'id')),
  );
}
