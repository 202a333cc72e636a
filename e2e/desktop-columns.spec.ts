import { expect, test } from './desktop-test';
import { DESKTOP, SHOTS } from './players-support';

test.describe('laptop 1366 px: a table shows all its columns', () => {
  test('Results Projections shows its Confidence column without scrolling sideways', async ({ page }) => {
    await page.goto('/results-projections');
    const table = page.getByRole('table', { name: 'Predicted results' });
    await expect(table.getByRole('rowheader').first()).toBeVisible({ timeout: 30_000 });
    const frame = page.getByRole('region', { name: 'Predicted results, scrolls sideways' });
    const fits = await frame.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const confidence = await table.getByRole('columnheader', { name: 'Confidence' }).boundingBox();
    const box = await frame.boundingBox();
    expect(confidence!.x + confidence!.width).toBeLessThanOrEqual(box!.x + box!.width);
  });

  test('Player Statistics shows every column without scrolling sideways', async ({ page }) => {
    await page.goto('/player-statistics');
    const table = page.getByRole('table', { name: 'Player statistics' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const { scrollWidth, clientWidth } = await table.evaluate((el) => {
      const frame = el.parentElement!;
      return { scrollWidth: frame.scrollWidth, clientWidth: frame.clientWidth };
    });
    expect(
      scrollWidth,
      `the table is ${scrollWidth} px wide in a ${clientWidth} px frame`,
    ).toBeLessThanOrEqual(clientWidth);
    // The last column, past Minutes where the table used to be cut off, is on screen.
    const status = await table.getByRole('columnheader', { name: 'Status' }).boundingBox();
    expect(status!.x + status!.width).toBeLessThanOrEqual(DESKTOP.width);
    await page.screenshot({ path: `${SHOTS}/player-statistics-1366.png` });
  });
});

test.describe('laptop 1366 x 900: the sidebar reaches every entry', () => {
  test.use({ viewport: { width: DESKTOP.width, height: 900 } });

  test('every sidebar link can be scrolled into the window', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Screens' });
    const links = nav.getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      expect(box!.y, `${await link.textContent()}`).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, `${await link.textContent()}`).toBeLessThanOrEqual(900);
    }
    // The last entry opens its screen.
    await links.last().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
