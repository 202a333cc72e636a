import type { adminSessionResponseSchema } from '@contracts/api/admin-session';
import { apiRequest } from './http';
import { readQuery, type Parsed } from './read';

export const ADMIN_SESSION_KEY = ['/api/admin/session'] as const;

/** `GET /api/admin/session`: whether this browser holds a signed-in admin session. */
export const adminSessionQuery = () =>
  // Signing in or out elsewhere (another tab, expiry) shows on the next focus or mount.
  readQuery<typeof adminSessionResponseSchema>(ADMIN_SESSION_KEY, { staleTime: 0 });

/** `POST /api/admin/session`: signs in; the session cookie is set by the server (HttpOnly). */
export async function signIn(password: string) {
  return (await apiRequest('POST', '/api/admin/session', { password })) as Parsed<
    typeof adminSessionResponseSchema
  >;
}

/** `DELETE /api/admin/session`: signs out. */
export async function signOut() {
  return (await apiRequest('DELETE', '/api/admin/session')) as Parsed<typeof adminSessionResponseSchema>;
}
