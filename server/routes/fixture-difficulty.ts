import type { FastifyInstance } from 'fastify';
import { fdrQuerySchema } from '@contracts/api/fixture-difficulty';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import type { FixtureDifficultyService } from '../services/fixture-difficulty';

// Computed from relayed base data, so cached like it.
const cached = { config: { cacheControl: CACHE.relay } };

export function registerFixtureDifficultyRoutes(
  app: FastifyInstance,
  service: FixtureDifficultyService,
): void {
  app.get('/api/fixture-difficulty', cached, (req) =>
    service.grid(parseRequest(fdrQuerySchema, req.query, 'query')),
  );
}
