import type { AdminSessionResponse } from '@contracts/api/admin-session';

/** The password the fake session API accepts. */
export const FAKE_ADMIN_PASSWORD = 'right-password';

const SIGNED_OUT: AdminSessionResponse = { signed_in: false, expires_at: null, admin_name: null };
const SIGNED_IN: AdminSessionResponse = {
  signed_in: true,
  expires_at: '2026-03-01T21:00:00.000Z',
  admin_name: 'admin',
};

export interface FakeSession {
  signedIn: boolean;
  /** Every password sent to POST /api/admin/session. */
  passwordsTried: string[];
  signOuts: number;
  /** Replace to answer the next sign-ins differently (e.g. a 429). */
  onSignIn: ((password: string) => Response) | null;
}

/**
 * A stand-in for the admin session endpoints (GET, POST, DELETE /api/admin/session) that remembers
 * whether the browser is signed in; any other request goes to `other` (404 by default). Admin
 * screens' tests use it to sign in after a save was refused.
 */
export function fakeSessionFetch(
  start: { signedIn?: boolean } = {},
  other: (url: string, init?: RequestInit) => Response | Promise<Response> = () =>
    new Response('', { status: 404, statusText: 'Not Found' }),
) {
  const session: FakeSession = {
    signedIn: start.signedIn ?? false,
    passwordsTried: [],
    signOuts: 0,
    onSignIn: null,
  };
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url !== '/api/admin/session') return Promise.resolve(other(url, init));
    if (method === 'POST') {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      session.passwordsTried.push(password);
      if (session.onSignIn) return Promise.resolve(session.onSignIn(password));
      if (password !== FAKE_ADMIN_PASSWORD)
        return Promise.resolve(
          Response.json({ error: 'invalid_password', message: 'Wrong admin password.' }, { status: 401 }),
        );
      session.signedIn = true;
    } else if (method === 'DELETE') {
      session.signOuts += 1;
      session.signedIn = false;
    }
    return Promise.resolve(Response.json(session.signedIn ? SIGNED_IN : SIGNED_OUT));
  };
  return { session, fetch };
}
