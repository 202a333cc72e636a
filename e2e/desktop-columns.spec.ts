import { expect, test } from '@playwright/test';
import { DESKTOP } from './players-support';

test.describe('laptop 1366 px: a table shows all its columns', () => {
  test.use({ viewport: DESKTOP });

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
});
