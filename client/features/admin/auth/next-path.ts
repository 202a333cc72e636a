/** The admin screens a sign-in may return to; anything else in `next` is ignored (no open redirect). */
const ADMIN_SCREENS = ['/admin-goal-projections', '/admin-upset-config'] as const;

/** Where to go after signing in: `next` when it names an admin screen, else the first admin screen. */
export function nextAfterSignIn(next: string | null): string {
  return ADMIN_SCREENS.find((path) => path === next) ?? ADMIN_SCREENS[0];
}

/** The sign-in screen's address, returning to `from` afterwards. */
export const signInPath = (from: string): string => `/admin/sign-in?next=${encodeURIComponent(from)}`;
