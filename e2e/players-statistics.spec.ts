import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import { api, choose, failApi, PHONE, SHOTS } from './players-support';
import { expectNoSidewaysScroll } from './layout';

interface Element {
  web_name: string;
  element_type: number;
  goals_scored: number;
  total_points: number;
}
interface Bootstrap {
  elements: Element[];
  element_types: Array<{ id: number; plural_name: string }>;
}

const table = (page: Page) => page.getByRole('table', { name: 'Player statistics' });
const rowCount = (page: Page) => page.getByTestId('row-count');
const headers = (page: Page) => table(page).getByRole('columnheader');
/** The number in a column of the first body row, read by the column's header position. */
async function firstRowNumber(page: Page, header: string): Promise<number> {
  const names = await headers(page).allTextContents();
  const index = names.findIndex((h) => h.startsWith(header));
  const text = await table(page).locator('tbody tr').first().locator('td').nth(index).textContent();
  return Number((text ?? '').replace(/[£m,%]/g, ''));
}

test.describe('Player Statistics on the demo season', () => {
  test('lists every player 20 a page with five page buttons plus the last', async ({ page, request }) => {
    const { elements } = await api<Bootstrap>(request, '/api/bootstrap-static');
    const pages = Math.ceil(elements.length / 20);
    await page.goto('/player-statistics');
    await expect(rowCount(page)).toHaveText(`Showing 1–20 of ${elements.length} players`);
    await expect(table(page).locator('tbody tr')).toHaveCount(20);
    const nav = page.getByRole('navigation', { name: 'Pages' });
    await expect(nav.getByRole('button', { name: /^Page / })).toHaveText([
      '1',
      '2',
      '3',
      '4',
      '5',
      String(pages),
    ]);
    await page.screenshot({ path: `${SHOTS}/players-statistics-desktop.png`, fullPage: true });

    await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(rowCount(page)).toHaveText(`Showing 21–40 of ${elements.length} players`);
    await nav.getByRole('button', { name: `Page ${pages}`, exact: true }).click();
    await expect(rowCount(page)).toHaveText(
      `Showing ${(pages - 1) * 20 + 1}–${elements.length} of ${elements.length} players`,
    );
    await expect(nav.getByRole('button', { name: `Page ${pages}`, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('sorts: a new field descending, the same field toggles, and back to page 1', async ({
    page,
    request,
  }) => {
    const { elements } = await api<Bootstrap>(request, '/api/bootstrap-static');
    const goals = elements.map((e) => e.goals_scored);
    await page.goto('/player-statistics');
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: 'Page 3', exact: true })
      .click();
    await expect(rowCount(page)).toContainText('Showing 41–60');

    await page.getByRole('button', { name: /^Goals/ }).click();
    await expect(rowCount(page)).toContainText('Showing 1–20');
    await expect(page.getByRole('columnheader', { name: /^Goals/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(await firstRowNumber(page, 'Goals')).toBe(Math.max(...goals));

    await page.getByRole('button', { name: /^Goals/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Goals/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(await firstRowNumber(page, 'Goals')).toBe(Math.min(...goals));
  });

  test('filters by position and search change the list', async ({ page, request }) => {
    const { elements, element_types: types } = await api<Bootstrap>(request, '/api/bootstrap-static');
    const forwards = types.find((t) => t.id === 4)!;
    const forwardCount = elements.filter((e) => e.element_type === 4).length;
    await page.goto('/player-statistics');
    await expect(rowCount(page)).toContainText(`of ${elements.length} players`);

    await choose(page, 'Position', forwards.plural_name);
    await expect(rowCount(page)).toContainText(`of ${forwardCount} players`);
    await expect(page.getByRole('region', { name: 'Quick stats' })).toContainText(String(forwardCount));

    const someone = elements
      .filter((e) => e.element_type === 4)
      .sort((a, b) => b.total_points - a.total_points)[0]!;
    await page.getByRole('searchbox', { name: 'Search' }).fill(someone.web_name);
    await expect(table(page).locator('tbody tr').first()).toContainText(someone.web_name);
  });

  test('a past season hides the live-only columns and lists that season', async ({ page, request }) => {
    const seasons = await api<string[]>(request, '/api/seasons');
    const past = seasons[1]!;
    const players = await api<unknown[]>(request, `/api/players/historical/${past}`);
    await page.goto('/player-statistics');
    await expect(headers(page).filter({ hasText: 'Form' })).toHaveCount(1);
    await expect(headers(page).filter({ hasText: 'Status' })).toHaveCount(1);

    await choose(page, 'Season', past);
    await expect(rowCount(page)).toContainText(`of ${players.length} players`);
    await expect(page.getByRole('heading', { name: `Season ${past}` })).toBeVisible();
    await expect(headers(page).filter({ hasText: 'Form' })).toHaveCount(0);
    await expect(headers(page).filter({ hasText: 'Status' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Availability' })).toHaveCount(0);
  });

  test('shows the error block when the API fails', async ({ page }) => {
    await failApi(page, '**/api/player-list');
    await page.goto('/player-statistics');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load player data');
    await expect(alert).toContainText(
      'Unable to connect to FPL API. Please check your connection and try again.',
    );
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test('Player Statistics on a phone keeps the table inside its card', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/player-statistics');
  await expect(table(page).locator('tbody tr')).toHaveCount(20);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/players-statistics-phone.png`, fullPage: true });
});
