import type { FastifyInstance } from 'fastify';
import { CACHE } from '../http/caching';
import type { RelayService } from '../services/relay';

const relay = { config: { cacheControl: CACHE.relay } };

export function registerRelayRoutes(app: FastifyInstance, service: RelayService): void {
  app.get('/api/bootstrap-static', relay, () => service.bootstrapStatic());
  app.get('/api/fixtures', relay, () => service.fixtures());
}
