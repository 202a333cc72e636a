import { z } from 'zod';

/**
 * Admin sign-in: `POST /api/admin/session` with `{ password }` signs in (a session cookie),
 * `GET /api/admin/session` says whether the caller is signed in, `DELETE` signs out. Every other
 * admin write needs a signed-in session (401 `admin_session_required` without one).
 */

/** One admin account; its name is what saved settings show as "updated by". */
export const ADMIN_NAME = 'admin';

export const signInRequestSchema = z.object({
  // Bounded so a huge body cannot make the server hash megabytes.
  password: z.string().min(1, 'password must not be empty').max(1024, 'password is too long'),
});

export const adminSessionResponseSchema = z.object({
  signed_in: z.boolean(),
  /** When the session ends (ISO 8601); null when signed out. */
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** The signed-in admin's name; null when signed out. */
  admin_name: z.string().nullable(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

/** The error texts a user sees (the server sends them; the client words its own copy of none). */
export const ADMIN_SESSION_MESSAGES = {
  sessionRequired: 'Sign in as admin to change settings.',
  invalidPassword: 'Wrong admin password.',
  badOrigin: 'This change must be made from the app itself.',
  signInBusy: 'Too many sign-ins at once. Try again in a moment.',
} as const;

/** The 429 text: how long the caller has to wait, in whole minutes (at least one). */
export const tooManyAttemptsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
