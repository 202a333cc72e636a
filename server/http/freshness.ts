import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATA_FRESHNESS_HEADERS } from '@contracts/data-freshness';
import { runWithReadContext, type ReadContext } from '../fpl/read-context';
import { CACHE } from './caching';
import { isApiPath } from './errors';

const contexts = new WeakMap<FastifyRequest, ReadContext>();

/**
 * Says how fresh each API response's data is. Every `/api` request runs in its own read context
 * (which also starts its upstream deadline); the response then carries the fetch time and, for a
 * stale copy, the stale flag and `no-store`, so neither the browser nor a shared cache keeps a
 * copy that looks fresh. Installed after the caching hook, whose Cache-Control it overrides.
 */
export function installDataFreshness(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isApiPath(request.url) || request.routeOptions.config.readContext === false) {
      done();
      return;
    }
    // request.ip follows TRUST_PROXY, so behind a proxy each visitor gets a share of upstream.
    runWithReadContext((context) => {
      contexts.set(request, context);
      done();
    }, request.ip);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const context = contexts.get(request);
    if (context?.oldestFetchedAt) {
      reply.header(DATA_FRESHNESS_HEADERS.fetchedAt, context.oldestFetchedAt.toISOString());
      if (context.stale) {
        reply.header(DATA_FRESHNESS_HEADERS.stale, 'true');
        reply.header('cache-control', CACHE.noStore);
        reply.removeHeader('etag');
      }
    }
    done(null, payload);
  });
}
