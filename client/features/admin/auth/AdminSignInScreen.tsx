import { Link, useLocation, useSearch } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { nextAfterSignIn } from './next-path';
import { SignInForm } from './SignInForm';
import { useAdminSession, useSignOut } from './use-admin-session';

/** `/admin/sign-in`: the admin password form; afterwards back to the admin screen in `next`. */
export default function AdminSignInScreen() {
  const next = nextAfterSignIn(new URLSearchParams(useSearch()).get('next'));
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const signOut = useSignOut();

  return (
    <>
      <PageHeader
        title="Admin Sign-in"
        description="Changing the model settings on the admin screens needs the admin password. Reading stays open to everyone."
      />
      <Card className="w-full max-w-md">
        <CardContent className="pt-5">
          {session.isPending ? (
            <Spinner label="Checking admin sign-in…" />
          ) : session.signedIn ? (
            <div className="flex flex-col gap-3">
              <p role="status">
                You are signed in as <strong>{session.adminName}</strong>.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link href={next}>Continue</Link>
                </Button>
                <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
                  Sign out
                </Button>
              </div>
            </div>
          ) : (
            <SignInForm autoFocus onSignedIn={() => navigate(next)} />
          )}
        </CardContent>
      </Card>
      <p className="mt-4 max-w-md text-sm text-muted-foreground">
        The password is the server&apos;s <code>ADMIN_PASSWORD</code>, or the one it printed in its log at
        first start. A session lasts 12 hours on this browser.
      </p>
    </>
  );
}
