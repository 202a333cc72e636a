import { LockKeyhole } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInForm } from './SignInForm';

interface SignInPromptProps {
  /** Called once signed in; the screen's edits are untouched, so the user can press Save again. */
  onSignedIn?: () => void;
}

/**
 * Shown inline on an admin screen when a save needs a sign-in: the screen's unsaved edits stay as
 * they are while the admin signs in here, then Save sends them.
 */
export function SignInPrompt({ onSignedIn }: SignInPromptProps) {
  return (
    <Card role="region" aria-labelledby="sign-in-prompt-title" className="border-brand-purple/40">
      <CardHeader>
        <CardTitle id="sign-in-prompt-title" className="flex items-center gap-2 text-base">
          <LockKeyhole aria-hidden="true" className="size-4" />
          Sign in to save
        </CardTitle>
        <CardDescription>
          Sign in as admin to change settings. Your unsaved changes stay on this page; press Save again after
          signing in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SignInForm onSignedIn={onSignedIn} autoFocus />
      </CardContent>
    </Card>
  );
}
