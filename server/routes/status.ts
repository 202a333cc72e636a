import { PREPARING_MESSAGE } from '@contracts/status';
import { ERROR_CODES } from '@contracts/errors';
import type { FastifyInstance } from 'fastify';
import { CACHE } from '../http/caching';
import type { StatusService } from '../services/status';

export function registerStatusRoutes(app: FastifyInstance, status: StatusService): void {
  // No read context: the answer carries its own fetch time, and a memoised answer reads nothing.
  const config = { cacheControl: CACHE.noStore, readContext: false };
  app.get('/api/status', { config }, (_request, reply) => {
    reply.type('application/json; charset=utf-8');
    return status.json();
  });
  app.get('/api/ready', { config }, (_request, reply) =>
    status.ready()
      ? { ready: true }
      : reply.code(503).send({ error: ERROR_CODES.preparing, message: PREPARING_MESSAGE }),
  );
}
