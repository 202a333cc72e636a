import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const SHOTS = 'reports/screenshots';
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** GET an API path and return its JSON; the tests read ids and counts this way instead of hard-coding them. */
export async function api<T>(request: APIRequestContext, path: string, timeoutMs?: number): Promise<T> {
  const res = await request.get(path, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The labelled filter select (a native `<select>`, role combobox). */
export const select = (page: Page, label: string) => page.getByRole('combobox', { name: label });

/** The option the labelled select shows as chosen. */
export const chosen = (page: Page, label: string) => select(page, label).locator('option:checked');

/** Picks `option` (by its text) in the labelled select. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await select(page, label).selectOption({ label: option });
  await expect(chosen(page, label)).toHaveText(option);
}

/** Makes every request to `path` (a glob) answer 503, as if the API were down. */
export async function failApi(page: Page, glob: string): Promise<void> {
  await page.route(glob, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'upstream_unavailable',
        message: 'The official FPL API is unavailable.',
      }),
    }),
  );
}

/**
 * Asks once, from a `beforeAll`, for the answers the player projection screens read. The first
 * request computes the season's shares from cold (every finished gameweek's live data and the
 * imported seasons): well past one test's 30 s on a busy machine. The tests then read the server's
 * cached answers.
 */
export async function warmPlayerProjections(request: APIRequestContext): Promise<void> {
  test.setTimeout(180_000);
  for (const path of [
    '/api/player-goal-projections',
    '/api/player-assist-projections',
    '/api/season-projections',
  ])
    expect((await request.get(path, { timeout: 170_000 })).status(), path).toBe(200);
}

/**
 * With the API behind `glob` down, the screen at `path` says `failure`, then the API's own words,
 * and offers Retry.
 */
export async function expectApiFailure(page: Page, glob: string, path: string, failure: string) {
  await failApi(page, glob);
  await page.goto(path);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(failure);
  await expect(alert).toContainText('The official FPL API is unavailable.');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
}
