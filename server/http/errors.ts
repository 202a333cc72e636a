import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@contracts/errors';
import { UpstreamError, type UpstreamErrorKind } from '../fpl/source';
import { ApiError } from './api-error';
import { CACHE } from './caching';
import { SECURITY_HEADERS } from './headers';

interface Mapped {
  status: number;
  body: ApiErrorBody;
}

const body = (error: ErrorCode, message: string): ApiErrorBody => ({ error, message });

/** What the client is told for each upstream failure; the upstream detail goes to the log only. */
const UPSTREAM: Record<UpstreamErrorKind, Mapped> = {
  not_found: { status: 404, body: body(ERROR_CODES.notFound, 'Not found in the official FPL data.') },
  invalid_id: { status: 400, body: body(ERROR_CODES.invalidId, 'The id must be a positive whole number.') },
  updating: {
    status: 503,
    body: body(
      ERROR_CODES.upstreamUpdating,
      'The official FPL game is being updated. Try again in a few minutes.',
    ),
  },
  unavailable: {
    status: 503,
    body: body(
      ERROR_CODES.upstreamUnavailable,
      'The official FPL API is unavailable and no cached copy exists.',
    ),
  },
  timeout: {
    status: 504,
    body: body(
      ERROR_CODES.upstreamUnavailable,
      'The official FPL API did not answer in time and no cached copy exists. Try again shortly.',
    ),
  },
  invalid_payload: {
    status: 502,
    body: body(ERROR_CODES.upstreamInvalid, 'The official FPL API sent data in an unexpected shape.'),
  },
};

const INTERNAL: Mapped = {
  status: 500,
  body: body(ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'),
};

/** Turns any thrown value into the status and `{ error, message }` body the client sees. */
export function mapError(err: unknown): Mapped {
  if (err instanceof ApiError) return { status: err.statusCode, body: body(err.code, err.message) };
  if (err instanceof UpstreamError) return UPSTREAM[err.kind];
  const fastifyError = err as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  // Fastify's own client errors (malformed JSON, wrong content type, body too large) have safe messages.
  if (typeof status === 'number' && status >= 400 && status < 500 && typeof fastifyError.code === 'string') {
    const code = status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest;
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : String(fastifyError.message);
    return { status, body: body(code, message) };
  }
  return INTERNAL;
}

/** What failed upstream, in the words the client sees (no URLs, no validation paths). */
export const describeUpstreamError = (err: UpstreamError): string => UPSTREAM[err.kind].body.message;

/**
 * Upstream failures already logged: requests coalesced onto one upstream call share its error,
 * and one outage must not write one stack trace per waiting request.
 */
const loggedUpstream = new WeakSet<UpstreamError>();

/** JSON errors everywhere: handler errors and unknown `/api` paths. Never a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(err);
    if (err instanceof UpstreamError) {
      if (!loggedUpstream.has(err)) {
        loggedUpstream.add(err);
        const level = mapped.status >= 500 ? 'warn' : 'info';
        request.log[level]({ upstream: err.message, kind: err.kind }, 'upstream failed');
      }
    } else if (mapped.status >= 500) request.log.error({ err }, 'request failed');
    // A failed request changes nothing, so it hands out no cookie either (e.g. a new owner id).
    reply.removeHeader('set-cookie');
    if (err instanceof ApiError) reply.headers(err.headers);
    return reply.code(mapped.status).header('cache-control', CACHE.noStore).send(mapped.body);
  });
}

/**
 * Fastify's answers for addresses it cannot route (bad percent-encoding, a path parameter over
 * `maxParamLength`) skip every hook; this gives them the app's error body and security headers.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendAddressTooLong(reply.headers(SECURITY_HEADERS));
  return reply
    .code(400)
    .headers(SECURITY_HEADERS)
    .header('cache-control', CACHE.noStore)
    .send(body(ERROR_CODES.badRequest, 'The address is not a valid URL.'));
}

/** 414 for an address with a part longer than any route takes (server-options.ts, address-length.ts). */
export function sendAddressTooLong(reply: FastifyReply) {
  return reply
    .code(414)
    .header('cache-control', CACHE.noStore)
    .send(body(ERROR_CODES.badRequest, 'A part of the address is too long.'));
}

/** `/api` in any letter case: `/API/x` is a mistyped API call, not a page of the app. */
export const isApiPath = (url: string) => /^\/api(?:[/?]|$)/i.test(url);

/** The JSON 404 for a path no route serves (the path is echoed, bounded, so a typo is easy to spot). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = (request.url.split('?')[0] ?? '').slice(0, 200);
  const message = isApiPath(request.url)
    ? `There is no API endpoint ${request.method} ${path}.`
    : `Nothing at ${path}.`;
  return reply.code(404).header('cache-control', CACHE.noStore).send(body(ERROR_CODES.notFound, message));
}
