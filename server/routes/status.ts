import type { FastifyInstance } from 'fastify';
import { CACHE } from '../http/caching';
import type { StatusService } from '../services/status';

export function registerStatusRoutes(app: FastifyInstance, status: StatusService): void {
  app.get('/api/status', { config: { cacheControl: CACHE.noStore } }, () => status());
}
