/// <reference lib="dom" />
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions. A deliberate 404 shows up as a "Failed to load resource"
 * console line in Chromium; that one is expected wherever a test asks for a missing id.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export const managerBox = (page: Page) => page.getByRole('textbox', { name: 'Manager ID' });

/** Types an ID and presses Enter (the keyboard path; the button is tested separately). */
export async function searchWithEnter(page: Page, id: number | string): Promise<void> {
  await managerBox(page).fill(String(id));
  await managerBox(page).press('Enter');
}

/**
 * The element lies wholly within the window's width as the page first shows it, not cut off inside
 * a frame that would have to be scrolled sideways to reach it.
 */
export async function expectWithinWidth(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

export const fmt = (n: number) => new Intl.NumberFormat('en-GB').format(n);
export const cost = (tenths: number) => `£${(tenths / 10).toFixed(1)}m`;

/** The value (<dd>) shown after a stat label (<dt>) with exactly this text, inside `scope`. */
export const stat = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
