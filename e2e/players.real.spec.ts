import { chosen } from './players-support';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const realData = path.resolve(import.meta.dirname, '../../shared/fpl-data/api/2025-26');

test.describe('player screens on the recorded 2025-26 season', () => {
  test.skip(!fs.existsSync(realData), 'needs ../shared/fpl-data/api/2025-26 (the recorded season)');

  test('the statistics table lists all 841 players over 43 pages', async ({ page }) => {
    await page.goto('/player-statistics');
    await expect(page.getByTestId('row-count')).toHaveText('Showing 1–20 of 841 players');
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 43' }),
    ).toBeVisible();
    await expect(chosen(page, 'Season')).toHaveText('2025-26 (live)');
  });

  test('the fixture grid has a row per club and the planners show cards', async ({ page }) => {
    await page.goto('/fixtures');
    await expect(page.getByRole('table', { name: /Balanced FDR/ }).locator('tbody tr')).toHaveCount(20);
    await page.goto('/transfers');
    await expect(
      page.getByRole('region', { name: 'Transfer recommendations' }).getByRole('article'),
    ).toHaveCount(24);
    await page.goto('/captain');
    await expect(
      page.getByRole('region', { name: 'Captain candidates' }).getByRole('article').first(),
    ).toBeVisible();
  });
});
