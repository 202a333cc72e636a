import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The anonymous owner of a watchlist: a random 128-bit id in an HttpOnly cookie. Nothing else
 * identifies a visitor, so the id itself is the secret; it is unguessable, never shown to scripts
 * (HttpOnly), only sent to the API (Path=/api) and not on cross-site requests (SameSite=Lax).
 */
export const OWNER_COOKIE = 'fpl_owner';
/** 400 days, the longest lifetime browsers keep a cookie. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** 16 random bytes as base64url: 22 characters. */
const OWNER_ID = /^[A-Za-z0-9_-]{22}$/;

/** The caller's owner id, or null when the request carries none (or a malformed one). */
export function readOwner(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== OWNER_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return OWNER_ID.test(value) ? value : null;
  }
  return null;
}

/** The caller's owner id, creating one (and its cookie) on first use. */
export function ensureOwner(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readOwner(request);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  const attributes = [`Path=/api`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', `${OWNER_COOKIE}=${id}; ${attributes.join('; ')}`);
  return id;
}
