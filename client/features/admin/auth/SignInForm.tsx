import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { signInFailureText, useSignIn } from './use-admin-session';

interface SignInFormProps {
  onSignedIn?: () => void;
  autoFocus?: boolean;
}

/** The admin password field and Sign in button, with the failure said beside the field. */
export function SignInForm({ onSignedIn, autoFocus = false }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const signIn = useSignIn();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = missing
    ? 'Enter the admin password.'
    : signIn.isError
      ? signInFailureText(signIn.error)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    if (!password) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    setMissing(false);
    signIn.mutate(password, {
      onSuccess: () => {
        setPassword('');
        onSignedIn?.();
      },
      // The field keeps what was typed, selected, so the next try replaces it.
      onError: () => field.current?.select(),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {/* Lets password managers file the password under the one admin account. */}
      <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>Admin password</Label>
        <Input
          ref={field}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus={autoFocus}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={signIn.isPending} className="self-start">
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
