import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { DATA_FRESHNESS_HEADERS } from '@contracts/data-freshness';
import { ifNoneMatchHits } from './caching';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 answers are sent again as sent, before the framework, for KEPT_ANSWER_MS (kept-answers.ts). */
    keptAnswer?: boolean;
  }
}

/**
 * How long a kept answer is sent again without asking its service. The projection screens' answers
 * are computed once per data version, but finding that version (the source's copies, the settings
 * in the database, the hashes of what the answer depends on) costs each request tens of milliseconds
 * of event loop: under 200 connections that, not sending, was the whole cost. Within this second
 * the bytes are sent as they were; the first request after it asks the service again.
 */
export const KEPT_ANSWER_MS = 1_000;
/** Distinct URL and Accept-Encoding pairs kept; past it all are dropped (queries are few in practice). */
const MAX_KEPT = 500;

interface Kept {
  at: number;
  version: unknown;
  status: 200;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
}

export interface KeptAnswerDeps {
  /** Monotonic milliseconds (tests pass a fake clock). */
  nowMs?: () => number;
  /**
   * What changes when the data behind any answer may have changed (the source's last fetch, stale
   * serving): a kept answer is sent only while it is equal to what it was when the answer was kept.
   */
  dataVersion?: () => unknown;
}

/**
 * A 200 answer of a route marked `keptAnswer` is kept with its final headers and bytes (after every
 * hook: caching, freshness, security); the same GET, with the same Accept-Encoding, within
 * KEPT_ANSWER_MS and while the data version is the same, is then written straight to the socket
 * (as the status poll is: decision record 0008, extended by 0016). A matching If-None-Match gets
 * its 304. A stale answer is never kept, nor one setting a cookie; any write request (an admin
 * saving settings) drops every kept answer, so a saved change shows at once.
 */
export function keptAnswers(deps: KeptAnswerDeps = {}) {
  const nowMs = deps.nowMs ?? (() => performance.now());
  const version = deps.dataVersion ?? (() => null);
  const kept = new Map<string, Kept>();
  const keyOf = (url: string, acceptEncoding: string | string[] | undefined) =>
    `${url}\n${String(acceptEncoding ?? '')}`;

  /** Writes a kept answer for this request; false when there is none to send. */
  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || kept.size === 0) return false;
    const key = keyOf(request.url ?? '', request.headers['accept-encoding']);
    const entry = kept.get(key);
    if (!entry) return false;
    if (nowMs() - entry.at >= KEPT_ANSWER_MS || entry.version !== version()) {
      kept.delete(key);
      return false;
    }
    const condition = request.headers['if-none-match'];
    if (entry.etag && condition !== undefined && ifNoneMatchHits(condition, entry.etag)) {
      const headers = { ...entry.headers };
      for (const h of ['content-type', 'content-length', 'content-encoding']) delete headers[h];
      response.writeHead(304, headers).end();
      return true;
    }
    if (condition !== undefined) return false;
    response.writeHead(entry.status, entry.headers).end(entry.body);
    return true;
  }

  function install(app: FastifyInstance): void {
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') kept.clear();
      done();
    });
    // Registered after the caching and freshness hooks: the headers are final here.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        request.routeOptions.config.keptAnswer === true &&
        request.method === 'GET' &&
        reply.statusCode === 200 &&
        Buffer.isBuffer(payload) &&
        reply.getHeader(DATA_FRESHNESS_HEADERS.stale) === undefined &&
        reply.getHeader('set-cookie') === undefined
      ) {
        if (kept.size >= MAX_KEPT) kept.clear();
        const headers = { ...reply.getHeaders(), 'content-length': payload.length } as OutgoingHttpHeaders;
        const etag = reply.getHeader('etag');
        kept.set(keyOf(request.url, request.headers['accept-encoding']), {
          at: nowMs(),
          version: version(),
          status: 200,
          headers,
          body: payload,
          etag: typeof etag === 'string' ? etag : undefined,
        });
      }
      done(null, payload);
    });
  }

  return { answer, install, forget: () => kept.clear() };
}
export type KeptAnswers = ReturnType<typeof keptAnswers>;
