import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import { api, choose, failApi, PHONE, SHOTS, chosen, select } from './players-support';
import { expectNoSidewaysScroll } from './layout';

interface Grid {
  currentGameweek: number | null;
  defaultRange: { start: number; end: number };
  rows: Array<{ teamShort: string; avgFdr: number }>;
}

const grid = (page: Page, tab: string) => page.getByRole('table', { name: new RegExp(tab) });
const columnHeaders = (page: Page, tab: string) => grid(page, tab).locator('thead th');

test.describe('Fixture Analyzer on the demo season', () => {
  test('opens on the next gameweek to be played and five more, then the range and sort chosen', async ({
    page,
    request,
  }) => {
    const initial = await api<Grid>(request, '/api/fixture-difficulty');
    await page.goto('/fixtures');
    const balanced = grid(page, 'Balanced FDR');
    const { start: first, end: last } = initial.defaultRange;
    expect(last - first).toBe(Math.min(5, 38 - first));
    const opening = Array.from({ length: last - first + 1 }, (_, i) => `GW${first + i}`);
    await expect(columnHeaders(page, 'Balanced FDR')).toHaveText(
      ['Team', ...opening, 'Avg FDR'].map((h) => new RegExp(`^${h}`)),
    );
    await expect(balanced.locator('tbody tr')).toHaveCount(initial.rows.length);
    await expect(balanced.locator('tbody th')).toHaveText(initial.rows.map((r) => r.teamShort));

    // A range holding the current gameweek: its column is highlighted.
    const current = initial.currentGameweek;
    const start = Math.min(Math.max(current ?? 3, 3), 36);
    await choose(page, 'Start gameweek', `GW${start}`);
    await choose(page, 'End gameweek', `GW${start + 2}`);
    await expect(columnHeaders(page, 'Balanced FDR')).toHaveCount(5);
    if (current !== null && current >= 3)
      await expect(balanced.locator('thead th[aria-current="true"]')).toHaveText(`GW${current}current`);

    await choose(page, 'Sort by', 'FDR (Easiest First)');
    const sorted = await api<Grid>(
      request,
      `/api/fixture-difficulty?start=${start}&end=${start + 2}&sort=easiest`,
    );
    await expect(balanced.locator('tbody th')).toHaveText(sorted.rows.map((r) => r.teamShort));
    const averages = (await balanced.getByTestId('avg-fdr').allTextContents())
      .filter((t) => t !== '–')
      .map(Number);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    await page.screenshot({ path: `${SHOTS}/players-fixtures-desktop.png`, fullPage: true });
  });

  test('the end list starts at the start, and the tabs switch to opponent classes', async ({ page }) => {
    await page.goto('/fixtures');
    await choose(page, 'Start gameweek', 'GW20');
    await expect(chosen(page, 'End gameweek')).toHaveText('GW20');
    const ends = select(page, 'End gameweek').getByRole('option');
    await expect(ends.first()).toHaveText('GW20');
    await expect(ends).toHaveCount(19);

    await page.getByRole('tab', { name: 'Attacking FDR' }).click();
    const attacking = grid(page, 'Attacking FDR');
    await expect(attacking).toBeVisible();
    await expect(attacking.locator('thead th')).toHaveText(['Team', 'GW20']);
    await expect(attacking.locator('tbody td span[title*="defence"]').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Defensive FDR' }).click();
    await expect(grid(page, 'Defensive FDR').locator('tbody td span[title*="attack"]').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Legend' })).toContainText('Opponent attack:');
  });

  test('says so when the fixture data cannot be loaded', async ({ page }) => {
    await failApi(page, '**/api/fixture-difficulty*');
    await page.goto('/fixtures');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load fixture data');
    await expect(alert).toContainText('Unable to connect to FPL API');
  });
});

test('Fixture Analyzer on a phone scrolls the grid inside its card', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/fixtures');
  await expect(grid(page, 'Balanced FDR').locator('tbody tr').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/players-fixtures-phone.png`, fullPage: true });
});
