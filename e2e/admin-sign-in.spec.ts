/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, signInAsAdmin } from './admin-session';
import { watchErrors } from './manager-helpers';
import { DESKTOP, PHONE, SHOTS } from './players-support';
import { expectNoSidewaysScroll } from './layout';

/**
 * Admin sign-in on the demo server (ADMIN_PASSWORD=e2e-admin-password, playwright.config.ts): a wrong
 * password is said on the form, the right one returns to the admin screen in `next` with an HttpOnly,
 * SameSite=Strict session cookie, and Sign out ends the session.
 */
const passwordField = (page: Page) => page.getByLabel('Admin password');
const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'fpl_admin');
const sessionState = async (page: Page) =>
  (await (await page.request.get('/api/admin/session')).json()) as { signed_in: boolean };

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`wrong password, sign in, back to the admin screen, sign out (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchErrors(page);
    await page.goto('/admin/sign-in?next=/admin-upset-config');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Sign-in');
    await expect(page).toHaveTitle(/Admin Sign-in/);
    await expect(passwordField(page)).toBeFocused();
    await expect(passwordField(page)).toHaveAttribute('autocomplete', 'current-password');
    await page.screenshot({ path: `${SHOTS}/${device}-admin-sign-in.png` });

    await passwordField(page).fill('not-the-password');
    await passwordField(page).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Wrong admin password.');
    expect(await sessionCookie(page)).toBeUndefined();
    await page.screenshot({ path: `${SHOTS}/${device}-admin-sign-in-wrong.png` });
    if (device === 'phone') await expectNoSidewaysScroll(page);

    await passwordField(page).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin-upset-config');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Predicted Scores Upset Configuration');
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // Scripts on the page cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('fpl_admin');
    expect(await sessionState(page)).toMatchObject({ signed_in: true });

    await page.goto('/admin/sign-in');
    await expect(page.getByText('You are signed in as admin.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(passwordField(page)).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await sessionState(page)).toMatchObject({ signed_in: false });
    expect(errors).toEqual([]);
  });
}

test('an admin write without a session is refused; signInAsAdmin signs the browser in', async ({
  page,
  baseURL,
}) => {
  const origin = { origin: new URL(baseURL ?? '').origin };
  const refused = await page.request.post('/api/admin/upset-config/reset', { headers: origin, data: {} });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: 'admin_session_required' });

  await signInAsAdmin(page, baseURL);
  await page.goto('/admin/sign-in');
  await expect(page.getByText('You are signed in as admin.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(passwordField(page)).toBeVisible();
});
