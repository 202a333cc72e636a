import type { FastifyInstance } from 'fastify';
import { CACHE } from '../http/caching';
import type { StandingsService } from '../services/projections/standings';

export function registerStandingsRoutes(app: FastifyInstance, service: StandingsService): void {
  // Computed from relayed base data and fixtures, so cached like them.
  app.get('/api/projected-standings', { config: { cacheControl: CACHE.relay } }, () =>
    service.projectedStandings(),
  );
}
