import { expect, type Page } from '@playwright/test';

/** The admin password of the e2e servers (playwright.config.ts sets ADMIN_PASSWORD to it). */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * Signs the page's browser context in as admin through the API (the session cookie lands in the
 * context, so the page is signed in too): `await signInAsAdmin(page, baseURL)` with the test's
 * `baseURL` fixture. Admin writes must name the app as their Origin, which Playwright's request
 * context does not send by itself. A successful sign-in also clears the address's count of wrong
 * passwords (five in 15 minutes would lock out 127.0.0.1 for every later spec).
 */
export async function signInAsAdmin(page: Page, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('signInAsAdmin needs the project baseURL (playwright.config.ts)');
  const res = await page.request.post('/api/admin/session', {
    headers: { origin: new URL(baseURL).origin },
    data: { password: E2E_ADMIN_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}
