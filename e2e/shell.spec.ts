import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './every-route';
import { PHONE, SHOTS } from './players-support';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Main navigation' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

// Each route's heading, title and console are checked beside its accessibility (accessibility.spec.ts).
test.describe('unknown routes', () => {
  test('an unknown path shows the not-found screen inside the shell', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/definitely-not-a-page');
    await expect(heading(page)).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-404.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});

test.describe('desktop shell', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar is always visible and navigates, moving the highlight', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/');
    await expect(page.getByText('Analytical tools to beat the deadline blues')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('official Fantasy Premier League game');
    await page.screenshot({ path: `${SHOTS}/desktop-home.png`, fullPage: true });

    await nav.getByRole('link', { name: /Fixture Analyzer/ }).click();
    await expect(page).toHaveURL(/\/fixtures$/);
    await expect(heading(page)).toHaveText('Fixture Analyzer');
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/fixtures');
    await expect(nav).toBeVisible();

    await nav.getByRole('link', { name: /Predicted Standings/ }).click();
    await expect(page).toHaveURL(/\/projected-standings$/);
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/projected-standings');
    await expect(heading(page)).toHaveText('Projected Final Standings');
    await page.screenshot({ path: `${SHOTS}/desktop-projected-standings.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  test('a new screen starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/my-team');
    await expect(heading(page)).toHaveText('My Team');
    const scrollY = () => page.evaluate<number>('window.scrollY'); // a string: e2e is typed for Node, not the DOM
    await page.mouse.move(800, 300); // over the screen, not the sidebar
    await page.mouse.wheel(0, 2000);
    await expect.poll(scrollY).toBeGreaterThan(0);
    await sidebar(page)
      .getByRole('link', { name: /My Leagues/ })
      .click();
    await expect(heading(page)).toHaveText('My Leagues');
    await expect.poll(scrollY).toBe(0);
  });

  test('the sidebar leaves out the routed-but-hidden screens', async ({ page }) => {
    await page.goto('/transfers');
    await expect(heading(page)).toHaveText('Transfer Planner');
    await expect(sidebar(page).getByRole('link')).toHaveCount(16);
    await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveCount(0);
    await expect(sidebar(page).locator('a[href="/transfers"]')).toHaveCount(0);
  });

  test('the status line says which data source is in use', async ({ page }) => {
    await page.goto('/');
    const status = page.getByRole('region', { name: 'Data source' });
    await expect(status).not.toContainText('Status unavailable');
    await expect(status).toContainText(/Live|Snapshot|Demo data — an invented season, not the real game/);
    await expect(status).toContainText(/Gameweek \d+|Before the season/);
  });

  test("a first visit reads the status line from the page and fetches the screen's code beside the entry", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const response = await page.goto('/price-tracker');
    const html = (await response?.text()) ?? '';
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1] ?? '',
    );
    expect(preloaded.filter((href) => /\/PriceTrackerScreen-[\w-]+\.js$/.test(href))).toHaveLength(1);
    await expect(heading(page)).toHaveText('Price Tracker');
    await expect(page.getByRole('region', { name: 'Data source' })).toContainText(/Gameweek \d+/);
    expect(asked).toEqual(expect.arrayContaining(preloaded));
    expect(asked).not.toContain('/api/status');
  });
});

test.describe('laptop window 1366 x 900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('every sidebar entry can be scrolled to and chosen', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Screens' }).getByRole('link');
    const last = links.last();
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    const href = (await last.getAttribute('href')) ?? '';
    await last.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });
});

test.describe('phone shell', () => {
  test.use({ viewport: PHONE });

  test('the drawer opens with the menu button and closes with the close button and the overlay', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const nav = sidebar(page);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByText('Analytical tools', { exact: true })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(heading(page)).toHaveText('Live Rank Tracker');
    await page.screenshot({ path: `${SHOTS}/phone-home.png`, fullPage: true });

    await menu.click();
    await expect(nav).toBeVisible();
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    const box = await nav.boundingBox();
    expect(box?.width).toBe(256); // 16rem on the smallest screens
    await page.screenshot({ path: `${SHOTS}/phone-drawer-open.png` });

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();

    await menu.click();
    await expect(nav).toBeVisible();
    // The overlay lies under the drawer; click it to the right of the 16rem drawer.
    await page
      .getByTestId('sidebar-overlay')
      .click({ position: { x: PHONE.width - 20, y: PHONE.height / 2 } });
    await expect(nav).toBeHidden();

    await menu.click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('choosing an entry in the drawer navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar(page)
      .getByRole('link', { name: /My Leagues/ })
      .click();
    await expect(page).toHaveURL(/\/my-leagues$/);
    await expect(heading(page)).toHaveText('My Leagues');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', '/my-leagues');
  });
});
