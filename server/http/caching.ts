import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache-Control of the route's successful responses; API routes default to `no-store`. */
    cacheControl?: string;
    /** False for a route that needs no read context (freshness.ts); true by default. */
    readContext?: boolean;
  }
}

export const CACHE = {
  /**
   * Official-game data relayed as is: a minute matches the live source's shortest freshness. A shared
   * cache in front of several instances (deploy/nginx.conf) keeps it as long and may serve it a minute
   * past that while one request fetches the next copy, so N instances do not ask upstream N times.
   */
  relay: 'public, max-age=60, s-maxage=60, stale-while-revalidate=60',
  /** Past seasons change only when re-imported; the season list when a new season starts. */
  pastSeasons: 'public, max-age=300, s-maxage=300, stale-while-revalidate=300',
  noStore: 'no-store',
} as const;

/**
 * Cache-Control on every `/api` response, and an ETag (hash of the JSON body) on cacheable GETs,
 * answering a matching If-None-Match with 304. Runs before compression (compress adds its hook per
 * route, after the global ones), so the tag is that of the identity body; the same tag then goes out
 * with gzip, brotli and identity bodies, which RFC 9110 8.8.3 allows only for a weak tag.
 * A route that already set the tag (prepared-json.ts, which hashes once per cached copy) keeps it.
 */
export function installApiCaching(app: FastifyInstance): void {
  // Callback hooks (here and in freshness.ts) spare every response a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, withCaching(request, reply, payload));
  });
}

function withCaching(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!request.url.startsWith('/api/')) return payload;
  const policy =
    reply.statusCode === 200 ? (request.routeOptions.config.cacheControl ?? CACHE.noStore) : CACHE.noStore;
  reply.header('cache-control', policy);
  if (policy === CACHE.noStore || !isRead(request)) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

  const preset = reply.getHeader('etag');
  const etag = typeof preset === 'string' ? preset : weakEtag(payload);
  reply.header('etag', etag);
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
  reply
    .code(304)
    .removeHeader('content-type')
    .removeHeader('content-length')
    .removeHeader('content-encoding');
  return null;
}

function isRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

export const weakEtag = (body: string | Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url')}"`;

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/"x"` matches `"x"`; `*` matches any. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}
