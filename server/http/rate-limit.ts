import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@contracts/errors';
import { ApiError } from './api-error';
import { readOwner } from './owner-cookie';

export interface RateLimitOptions {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

/**
 * Anonymous writes (watchlist add and remove): at most 60 a minute per client address and per
 * owner cookie, generous for a person clicking, tight for a script filling the database.
 */
export const WRITE_LIMIT: RateLimitOptions = { limit: 60, windowMs: 60_000 };

/**
 * A fixed-window counter per client address and per owner id, as a Fastify preHandler: over the
 * limit the request is answered 429 `rate_limited` with Retry-After. Windows that have ended are
 * dropped whenever a new window starts, so memory stays bounded by the clients of one window.
 */
export function rateLimit(opts: RateLimitOptions) {
  const now = opts.now ?? Date.now;
  const counts = new Map<string, number>();
  let windowStart = now();

  return async function limitRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const t = now();
    if (t - windowStart >= opts.windowMs) {
      counts.clear();
      windowStart = t;
    }
    const owner = readOwner(request);
    const keys = [`ip:${request.ip}`, ...(owner ? [`owner:${owner}`] : [])];
    const over = keys.some((key) => {
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n > opts.limit;
    });
    if (!over) return;
    const retryAfter = Math.max(1, Math.ceil((windowStart + opts.windowMs - t) / 1000));
    reply.header('retry-after', String(retryAfter));
    throw new ApiError(
      429,
      ERROR_CODES.rateLimited,
      `Too many changes in a short time. Try again in ${retryAfter} s.`,
    );
  };
}
