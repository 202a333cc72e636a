import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { apiError, renderWithApp } from '@/test/render';
import AdminSignInScreen from './AdminSignInScreen';
import { AdminSessionBar } from './AdminSessionBar';
import { SignInPrompt } from './SignInPrompt';
import { FAKE_ADMIN_PASSWORD, fakeSessionFetch } from './test/fake-session';
import { isSignInRequired } from './use-admin-session';

function serve(start: { signedIn?: boolean } = {}) {
  const fake = fakeSessionFetch(start);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.session;
}

const passwordField = () => screen.getByLabelText('Admin password');

describe('isSignInRequired', () => {
  const apiFailure = (status: number, error: string) =>
    new ApiError(status, JSON.stringify({ error, message: 'm' }), '');

  it('is true only for a 401 asking for an admin session', () => {
    expect(isSignInRequired(apiFailure(401, 'admin_session_required'))).toBe(true);
    expect(isSignInRequired(apiFailure(401, 'invalid_password'))).toBe(false);
    expect(isSignInRequired(apiFailure(403, 'bad_origin'))).toBe(false);
    expect(isSignInRequired(new ApiError(401, '', 'Unauthorized'))).toBe(false);
    expect(isSignInRequired(new Error('admin_session_required'))).toBe(false);
    expect(isSignInRequired(null)).toBe(false);
  });
});

describe('SignInPrompt', { timeout: 20_000 }, () => {
  it('says a wrong password, then signs in with the right one and tells the screen', async () => {
    const session = serve();
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<SignInPrompt onSignedIn={onSignedIn} />);
    expect(screen.getByRole('region', { name: 'Sign in to save' })).toHaveTextContent(
      'Sign in as admin to change settings.',
    );
    expect(passwordField()).toHaveFocus();

    await user.type(passwordField(), 'guess{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong admin password.');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(onSignedIn).not.toHaveBeenCalled();

    // The wrong password stays selected in the focused field: typing replaces it.
    expect(passwordField()).toHaveFocus();
    await user.keyboard(`${FAKE_ADMIN_PASSWORD}{Enter}`);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(session.passwordsTried).toEqual(['guess', FAKE_ADMIN_PASSWORD]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the password instead of sending an empty one', async () => {
    const session = serve();
    const user = userEvent.setup();
    renderWithApp(<SignInPrompt />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the admin password.');
    expect(session.passwordsTried).toEqual([]);
  });

  it("shows the server's wait in minutes when too many passwords were wrong", async () => {
    const session = serve();
    session.onSignIn = () =>
      apiError(
        429,
        { error: 'too_many_attempts', message: 'Too many wrong passwords. Try again in 12 minutes.' },
        { 'retry-after': '700' },
      );
    const user = userEvent.setup();
    renderWithApp(<SignInPrompt />);
    await user.type(passwordField(), 'again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 12 minutes.');
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderWithApp(<SignInPrompt />);
    await user.type(passwordField(), 'anything{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
  });
});

describe('Admin Sign-in screen', { timeout: 20_000 }, () => {
  it('has a labelled password field a password manager can fill', async () => {
    serve();
    renderWithApp(<AdminSignInScreen />, { path: '/admin/sign-in' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Sign-in');
    const field = await screen.findByLabelText('Admin password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
  });

  /** Signs in on the sign-in screen opened at `path` and waits until it has moved to `landing`. */
  async function expectLandingAfterSignIn(path: string, landing: string) {
    serve();
    const user = userEvent.setup();
    const { history } = renderWithApp(<AdminSignInScreen />, { path });
    await user.type(await screen.findByLabelText('Admin password'), `${FAKE_ADMIN_PASSWORD}{Enter}`);
    await waitFor(() => expect(history.at(-1)).toBe(landing));
  }

  it('returns to the admin screen named in next after signing in', async () => {
    await expectLandingAfterSignIn('/admin/sign-in?next=%2Fadmin-upset-config', '/admin-upset-config');
  });

  it('goes to the goal settings when next is missing or not an admin screen', async () => {
    await expectLandingAfterSignIn(
      '/admin/sign-in?next=https%3A%2F%2Fevil.example%2F',
      '/admin-goal-projections',
    );
  });

  it('says who is signed in already, and signs out', async () => {
    const session = serve({ signedIn: true });
    const user = userEvent.setup();
    renderWithApp(<AdminSignInScreen />, { path: '/admin/sign-in' });
    expect(await screen.findByText(/You are signed in as/)).toHaveTextContent('You are signed in as admin.');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(session.signOuts).toBe(1);
  });
});

describe('AdminSessionBar', { timeout: 20_000 }, () => {
  it('shows the signed-in admin with Sign out, then a Sign in link back to this screen', async () => {
    const session = serve({ signedIn: true });
    const user = userEvent.setup();
    renderWithApp(<AdminSessionBar />, { path: '/admin-upset-config' });
    const bar = screen.getByRole('status', { name: 'Admin session' });
    await waitFor(() => expect(bar).toHaveTextContent('Signed in as admin'));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(session.signOuts).toBe(1);
    expect(link).toHaveAttribute('href', '/admin/sign-in?next=%2Fadmin-upset-config');
    expect(bar).toHaveTextContent('Not signed in');
  });
});
