import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@contracts/errors';
import type { LimitHitsRepository, SlidingLimit } from '../db/repositories/limit-hits';
import { ApiError } from './api-error';
import { readOwner } from './owner-cookie';

/**
 * Anonymous writes (watchlist add and remove): at most 60 a minute per client address and per
 * owner cookie, generous for a person clicking, tight for a script filling the database.
 */
export const WRITE_LIMIT: SlidingLimit = { max: 60, windowMs: 60_000 };

/**
 * A sliding-window limit per client address and per owner id, as a Fastify preHandler: over the
 * limit the request is answered 429 `rate_limited` with Retry-After. The hits are kept in the
 * database, so the limit is the same whichever instance answers (limit-hits.ts).
 */
export function rateLimit(
  limit: SlidingLimit,
  hits: LimitHitsRepository,
  now: () => Date = () => new Date(),
) {
  return async function limitRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const owner = readOwner(request);
    const keys = [`write-ip:${request.ip}`, ...(owner ? [`write-owner:${owner}`] : [])];
    const reservation = await hits.reserve(keys, limit, now());
    if (reservation.allowed) return;
    const retryAfter = reservation.retryAfterSeconds;
    reply.header('retry-after', String(retryAfter));
    throw new ApiError(
      429,
      ERROR_CODES.rateLimited,
      `Too many changes in a short time. Try again in ${retryAfter} s.`,
    );
  };
}
