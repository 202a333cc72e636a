import type { Server } from 'node:http';
import { LogController, type FastifyHttpOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import { lazyChildLogger } from './lazy-logger';

/**
 * Which proxies may tell us the client's address and protocol (X-Forwarded-For/-Proto): none
 * (false), the nearest N hops, or a comma-separated list of addresses and CIDR ranges (`loopback`,
 * `10.0.0.0/8`, ...). Never "any": the client's address is then the first X-Forwarded-For entry,
 * which the client itself writes (README, "Configuration").
 */
export type TrustProxy = false | number | string;

export interface HttpServerSettings {
  trustProxy: TrustProxy;
  /** The whole request, body included, must arrive within this (else 408 and the socket closes). */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** How often Node checks the two bounds above: a request times out at most this much late. */
  timeoutCheckIntervalMs: number;
  /**
   * A socket with no traffic either way for this long is closed (a handler that never answers);
   * enforced by the sweep in silent-sockets.ts, every `timeoutCheckIntervalMs`.
   */
  idleSocketTimeoutMs: number;
  /** Idle keep-alive sockets are kept this long: longer than common proxies' 60 s idle timeout. */
  keepAliveTimeoutMs: number;
}

export const DEFAULT_HTTP_SETTINGS: HttpServerSettings = {
  trustProxy: false,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  timeoutCheckIntervalMs: 1_000,
  idleSocketTimeoutMs: 120_000,
  keepAliveTimeoutMs: 72_000,
};

/**
 * The longest part of an address between slashes that anything answers: the router's limit for a
 * path parameter (ids are at most 10 digits), and the limit address-length.ts applies to every path.
 */
export const MAX_ADDRESS_PART_LENGTH = 100;

/** A request slower than this is logged even when it succeeded. */
const SLOW_REQUEST_MS = 1_000;

/**
 * Per-request logging that costs next to nothing on the busy path: a successful, quick request is
 * logged at debug (pino skips it without building a line), while failures, client errors and slow
 * answers are still logged at info or above. Handler errors are logged by the error handler.
 */
class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply) {
    const line = { res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.warn(line, 'request failed');
    else if (reply.elapsedTime >= SLOW_REQUEST_MS) reply.log.warn(line, 'slow request');
    else if (reply.statusCode >= 400) reply.log.info(line, 'request refused');
    else reply.log.debug(line, 'request completed');
  }
}

/** Fastify's server options for the settings: proxy trust, timeouts, cheap request logging. */
export function serverOptions(settings: HttpServerSettings): FastifyHttpOptions<Server> {
  const { trustProxy: trust } = settings;
  return {
    // Fastify reads a number as a hop count, but its types only admit the equivalent function.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    // Under routerOptions: Fastify 5 warns (FSTDEP022) at every start when given at the top level.
    routerOptions: { maxParamLength: MAX_ADDRESS_PART_LENGTH },
    requestTimeout: settings.requestTimeoutMs,
    // Node's per-socket timer costs every request; silent-sockets.ts closes silent sockets instead.
    connectionTimeout: 0,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    http: {
      // Node stops enforcing both bounds when the headers' one is the longer.
      headersTimeout: Math.min(settings.headersTimeoutMs, settings.requestTimeoutMs),
      connectionsCheckingInterval: settings.timeoutCheckIntervalMs,
    },
    logController: new RequestLogController(),
    childLoggerFactory: lazyChildLogger,
  };
}
