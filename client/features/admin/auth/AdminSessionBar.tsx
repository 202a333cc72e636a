import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { signInPath } from './next-path';
import { useAdminSession, useSignOut } from './use-admin-session';

/** A one-line bar for the top of an admin screen: who is signed in, with Sign out; or a Sign in link. */
export function AdminSessionBar() {
  const session = useAdminSession();
  const signOut = useSignOut();
  const [location] = useLocation();

  let content;
  if (session.isPending) content = <span>Checking admin sign-in…</span>;
  else if (session.signedIn)
    content = (
      <>
        <span>
          Signed in as <strong className="font-semibold text-foreground">{session.adminName}</strong>
        </span>
        <span aria-hidden="true">·</span>
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </Button>
        {signOut.isError ? (
          <span role="alert" className="text-destructive">
            Sign-out failed. Try again.
          </span>
        ) : null}
      </>
    );
  else
    content = (
      <>
        <span>
          {session.error ? 'Could not check the admin sign-in.' : 'Not signed in: saving needs an admin.'}
        </span>
        <Link
          href={signInPath(location)}
          className="font-medium text-brand-purple underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </>
    );

  return (
    <div
      aria-label="Admin session"
      role="status"
      className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground"
    >
      {content}
    </div>
  );
}
