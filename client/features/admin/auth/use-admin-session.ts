import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@contracts/error-codes';
import { ADMIN_SESSION_KEY, adminSessionQuery, signIn, signOut } from '@/api/admin-session';
import { ApiError } from '@/api/http';

/**
 * True when a write failed because no admin is signed in (401 `admin_session_required`): the
 * screen then shows `<SignInPrompt>` and keeps the user's edits, to be saved again after sign-in.
 */
export function isSignInRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    error.body?.error === ERROR_CODES.adminSessionRequired
  );
}

/** Whether this browser is signed in as admin, and as whom, read from the server. */
export function useAdminSession() {
  const query = useQuery(adminSessionQuery());
  return {
    signedIn: query.data?.signed_in ?? false,
    adminName: query.data?.admin_name ?? null,
    expiresAt: query.data?.expires_at ?? null,
    isPending: query.isPending,
    error: query.error,
  };
}

/** Signs in with a password; on success every reader of the session sees it at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(ADMIN_SESSION_KEY, session),
  });
}

/** Signs out; on success every reader of the session sees it at once. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: (session) => queryClient.setQueryData(ADMIN_SESSION_KEY, session),
  });
}

/** The words for a failed sign-in: the server's own message (wrong password, wait N minutes). */
export function signInFailureText(error: unknown): string {
  if (error instanceof ApiError && error.body) return error.body.message;
  if (error instanceof ApiError) return `Sign-in failed (${error.message}). Try again.`;
  return 'Could not reach the server. Check your connection and try again.';
}
