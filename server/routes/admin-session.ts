import type { FastifyInstance } from 'fastify';
import { signInRequestSchema } from '@contracts/api/admin-session';
import { clearAdminCookie, readAdminToken, setAdminCookie } from '../http/admin-cookie';
import { ADMIN_SESSION_PATH } from '../http/admin-guard';
import { parseRequest } from '../http/parse';
import { SESSION_HOURS, type AdminAuthService } from '../services/admin-auth/service';

/** Admin sign-in, session state and sign-out (the guard checks their origin). */
export function registerAdminSessionRoutes(app: FastifyInstance, service: AdminAuthService): void {
  app.post(ADMIN_SESSION_PATH, async (request, reply) => {
    const { password } = parseRequest(signInRequestSchema, request.body, 'body');
    const signedIn = await service.signIn(password, request.ip);
    setAdminCookie(request, reply, signedIn.token, SESSION_HOURS * 3600);
    return signedIn.session;
  });

  app.get(ADMIN_SESSION_PATH, (request) => service.describe(readAdminToken(request)));

  app.delete(ADMIN_SESSION_PATH, async (request, reply) => {
    const signedOut = await service.signOut(readAdminToken(request));
    clearAdminCookie(request, reply);
    return signedOut;
  });
}
