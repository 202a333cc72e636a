import type { FastifyInstance } from 'fastify';
import { watchlistCreateSchema, watchlistItemIdParam } from '@contracts/api/watchlist';
import { parseRequest } from '../http/parse';
import { ensureOwner, readOwner } from '../http/owner-cookie';
import type { LimitHitsRepository } from '../db/repositories/limit-hits';
import { rateLimit, WRITE_LIMIT } from '../http/rate-limit';
import type { WatchlistService } from '../services/watchlist/service';

// Every answer here is the caller's own: the API default (no-store) applies, no cache option.
export function registerWatchlistRoutes(
  app: FastifyInstance,
  watchlist: WatchlistService,
  limitHits: LimitHitsRepository,
): void {
  // One budget shared by both writes: adding and removing are the same kind of load.
  const write = { preHandler: rateLimit(WRITE_LIMIT, limitHits) };
  app.get('/api/watchlist', (req) => watchlist.list(readOwner(req)));
  app.get('/api/price-alerts', (req) => watchlist.alerts(readOwner(req)));

  app.post('/api/watchlist', write, async (req, reply) => {
    const body = parseRequest(watchlistCreateSchema, req.body, 'body');
    const item = await watchlist.add(ensureOwner(req, reply), body);
    return reply.code(201).send(item);
  });

  app.delete<{ Params: { id: string } }>('/api/watchlist/:id', write, async (req, reply) => {
    await watchlist.remove(readOwner(req), parseRequest(watchlistItemIdParam, req.params.id, 'id'));
    return reply.code(204).send();
  });
}
