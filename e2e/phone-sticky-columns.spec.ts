import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, SHOTS } from './players-support';

/**
 * On a phone a wide table scrolls sideways inside its card; the column that says what a row is
 * (the player, the team, the match) must stay on screen while the figures move under it.
 */
async function scrollSideways(table: Locator) {
  return table.evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement;
    if (!box) throw new Error('the table has no sideways-scrolling frame');
    box.scrollLeft = box.scrollWidth;
    return { scrolled: box.scrollLeft, left: box.getBoundingClientRect().left };
  });
}

async function expectFixedFirstColumn(page: Page, table: Locator) {
  const header = table.getByRole('rowheader').first();
  // A cold server computes the season's projections first.
  await expect(header).toBeVisible({ timeout: 30_000 });
  const { scrolled, left } = await scrollSideways(table);
  // The table is wider than the phone: it did scroll.
  expect(scrolled).toBeGreaterThan(0);
  await page.waitForTimeout(50);
  const box = await header.boundingBox();
  expect(box).not.toBeNull();
  // Still at the frame's left edge (its 1 px border aside), not scrolled away to the left.
  expect(box!.x).toBeGreaterThanOrEqual(left);
  expect(box!.x).toBeLessThanOrEqual(left + 2);
}

test.describe('phone: identifying columns stay put while a table scrolls sideways', () => {
  test.use({ viewport: PHONE });

  for (const [path, name] of [
    ['/player-goal-projections', 'Player goal projections'],
    ['/player-assist-projections', 'Player assist projections'],
  ] as const) {
    test(`${path}: the player column`, async ({ page }) => {
      await page.goto(path);
      const table = page.getByRole('table', { name: new RegExp(name, 'i') });
      await expectFixedFirstColumn(page, table);
    });
  }

  test('/predicted-scores: the match column', async ({ page }) => {
    await page.goto('/predicted-scores');
    const table = page.getByRole('table', { name: 'Predicted scores' });
    await expectFixedFirstColumn(page, table);
    await expect(table.getByRole('rowheader').first()).toHaveText(/^[A-Z]{3} v [A-Z]{3}$/);
    await page.screenshot({ path: `${SHOTS}/predicted-scores-phone-scrolled.png` });
  });

  test('/results-projections: the match column', async ({ page }) => {
    await page.goto('/results-projections');
    await expectFixedFirstColumn(page, page.getByRole('table', { name: 'Predicted results' }));
  });

  test('/projected-standings: the team column', async ({ page }) => {
    await page.goto('/projected-standings');
    await expectFixedFirstColumn(page, page.getByRole('table', { name: 'Projected final standings' }));
  });
});
