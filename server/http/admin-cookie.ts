import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The admin session cookie: the session's random token, HttpOnly (scripts never see it),
 * SameSite=Strict (never sent on a request started by another site), Path=/ (the sign-in screen and
 * the API both live under it), Secure when the app is reached over https.
 */
export const ADMIN_COOKIE = 'fpl_admin';
/** 32 random bytes as base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The caller's session token, or null when the request carries none (or a malformed one). */
export function readAdminToken(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== ADMIN_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return null;
}

export function setAdminCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  reply.header('set-cookie', cookie(request, token, maxAgeSeconds));
}

export function clearAdminCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', cookie(request, '', 0));
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const attributes = ['Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (request.protocol === 'https') attributes.push('Secure');
  return `${ADMIN_COOKIE}=${value}; ${attributes.join('; ')}`;
}
