import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_MESSAGES } from '@contracts/api/admin-session';
import { ERROR_CODES } from '@contracts/errors';
import type { AdminSession } from '../services/admin-auth/service';
import { readAdminToken } from './admin-cookie';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in admin's name on an admin write (the guard has checked the session), else null.
     * Saved settings record it as `updatedBy`.
     */
    adminName: string | null;
  }
}

/** The session endpoints themselves: signing in cannot need a session. */
export const ADMIN_SESSION_PATH = '/api/admin/session';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ADMIN_PATH = /^\/api\/admin(?:\/|$)/i;

/**
 * The one rule for admin writes, so that write routes need no code of their own: every request to
 * a path under /api/admin/ with a method other than GET, HEAD or OPTIONS needs a signed-in admin
 * session (401 `admin_session_required`), except the session endpoints; and every such request,
 * the session endpoints included, must come from the app's own pages: its Origin (or, without one,
 * its Referer) must name the scheme, host and port the request was sent to (403 `bad_origin`). Browsers send Origin
 * on every same-origin POST, PUT and DELETE, so a write with neither is refused. Checked before the
 * route is looked at, so a write to an admin path no route serves is refused the same way.
 */
export function installAdminGuard(
  app: FastifyInstance,
  sessionOf: (token: string | null) => Promise<AdminSession | null>,
): void {
  app.decorateRequest('adminName', null);
  // A callback hook, not an async one: reads (nearly every request) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method) || !isAdminPath(request)) return done();
    guard(request).then(() => done(), done);
  });

  async function guard(request: FastifyRequest): Promise<void> {
    if (!isSessionEndpoint(request)) {
      const session = await sessionOf(readAdminToken(request));
      if (!session) {
        throw new ApiError(401, ERROR_CODES.adminSessionRequired, ADMIN_SESSION_MESSAGES.sessionRequired);
      }
      request.adminName = session.adminName;
    }
    if (!sameOrigin(request))
      throw new ApiError(403, ERROR_CODES.badOrigin, ADMIN_SESSION_MESSAGES.badOrigin);
  }
}

/** The matched route's pattern or, when none matched, the path as sent and as decoded: any under /api/admin. */
function isAdminPath(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const candidates = [request.routeOptions.url ?? '', path, safeDecode(path)];
  return candidates.some((p) => ADMIN_PATH.test(p.replace(/\/{2,}/g, '/')));
}

function isSessionEndpoint(request: FastifyRequest): boolean {
  return request.routeOptions.url === ADMIN_SESSION_PATH;
}

function sameOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    // Scheme, host and port: an http page may not write to the https app, nor the other way round.
    return new URL(source).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    // `Origin: null` (sandboxed frames, some redirects) and anything unparsable are not ours.
    return false;
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
