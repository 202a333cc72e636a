import type { FastifyInstance } from 'fastify';
import { playerIdParam } from '@contracts/params';
import { parseId } from '../http/api-error';
import type { PriceService } from '../services/prices/service';

type IdParams = { Params: { playerId: string } };
// The same for every visitor and changed at most daily (predictions follow the bootstrap's minute).
const shared = { config: { cacheControl: 'public, max-age=60' } };

export function registerPriceRoutes(app: FastifyInstance, prices: PriceService): void {
  app.get('/api/price-changes/recent', shared, () => prices.recentChanges());
  app.get('/api/price-predictions', shared, () => prices.predictions());
  app.get('/api/price-predictions/metrics', shared, () => prices.metrics());
  app.get<IdParams>('/api/price-history/:playerId', shared, (req) =>
    prices.history(parseId(playerIdParam, req.params.playerId)),
  );
}
