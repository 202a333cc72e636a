import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { CACHE } from './caching';
import { SECURITY_HEADERS } from './headers';

export const STATUS_PATH = '/api/status';

/** Bodies from this size up are compressed (the compress plugin's threshold, set in app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Every open screen polls `GET /api/status`; its answer is a few hundred bytes reused for half a
 * second (services/status.ts). For such a request the framework's own per-request work (routing,
 * the request and reply objects, the hook chain) is most of the cost (decision record 0008), so
 * while the status service holds a current answer the server writes it before Fastify sees the
 * request, with the headers the route would send (server/http/http.test.ts compares the two).
 * Anything else — another method or path, a query string, no current answer, a body big enough
 * to compress — goes to Fastify as usual.
 */
export function statusFastPath() {
  let currentJson: () => string | undefined = () => undefined;
  /** Other answers written before the framework (kept-answers.ts). */
  const others: Array<(request: IncomingMessage, response: ServerResponse) => boolean> = [];
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': CACHE.noStore,
  };

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url !== STATUS_PATH) return false;
    const json = currentJson();
    if (json === undefined) return false;
    const body = Buffer.from(json);
    if (body.length >= COMPRESS_THRESHOLD_BYTES) return false;
    response.writeHead(200, { ...headers, 'content-length': String(body.length) });
    response.end(body);
    return true;
  }

  return {
    /** Where the current answer comes from (the status service, composed after the server). */
    answerFrom(source: () => string | undefined): void {
      currentJson = source;
    },
    /** Another answer written before the framework when it applies (kept-answers.ts). */
    alsoAnswer(other: (request: IncomingMessage, response: ServerResponse) => boolean): void {
      others.push(other);
    },
    /** Fastify's `serverFactory`: the HTTP server Fastify would build, with the fast path in front. */
    serverFactory(handler: Handler, options: FastifyHttpOptions<Server>): Server {
      const server = createServer(options.http ?? {}, (request, response) => {
        if (answer(request, response)) return;
        for (const other of others) if (other(request, response)) return;
        handler(request, response);
      });
      // What Fastify sets on the server it builds itself (its connectionTimeout is 0 here: see
      // silent-sockets.ts).
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      return server;
    },
  };
}
