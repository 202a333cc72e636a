import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import type { PredictedScoresResponse } from '../contracts/api/predicted-scores';
import { api, choose, PHONE, SHOTS, chosen, select, expectApiFailure } from './players-support';
import { expectNoSidewaysScroll } from './layout';

const rows = (page: Page) => page.getByRole('table', { name: 'Predicted scores' }).locator('tbody tr');
const score = (s: { home: number; away: number }) => `${s.home} - ${s.away}`;

test.describe('Predicted Scores on the demo season', () => {
  test('opens on the next gameweek, shows the server scores, and Refresh does not reshuffle them', async ({
    page,
    request,
  }) => {
    const data = await api<PredictedScoresResponse>(request, '/api/predicted-scores');
    await page.goto('/predicted-scores');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Predicted Scores');
    await expect(chosen(page, 'Start GW')).toHaveText(`GW${data.default_start_gw}`);
    await expect(chosen(page, 'Team')).toHaveText('All Teams');
    await expect(chosen(page, 'Status')).toHaveText('All Matches');
    // The phone's fixed match column is hidden from 640 px: the desktop shows the spec's columns.
    await expect(
      page.getByRole('table', { name: 'Predicted scores' }).locator('thead th:visible'),
    ).toHaveText(['GW', 'Date', 'Home Team', 'Predicted Score', 'Away Team', 'Expected Goals', 'Status']);
    await expect(rows(page)).toHaveCount(data.matches.length);
    const first = data.matches[0]!;
    const firstRow = page.getByRole('row', { name: `${first.home.name} v ${first.away.name}` });
    await expect(firstRow).toContainText(score(first.actual_score ?? first.predicted_score));
    await expect(firstRow).toContainText(first.finished ? 'Finished' : 'Upcoming');

    const before = await rows(page).allTextContents();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(await rows(page).allTextContents()).toEqual(before);

    const about = page.getByRole('region', { name: 'About Predicted Scores' });
    await expect(about.getByRole('listitem')).toHaveCount(5);
    await expect(about.getByTestId('predicted-measured')).toContainText(
      `Over the season's ${data.measured.matches} finished matches`,
    );
    await page.screenshot({ path: `${SHOTS}/predicted-scores-desktop.png`, fullPage: true });
  });

  test('Status keeps finished matches, each with its final score beside the score shown before kick-off', async ({
    page,
    request,
  }) => {
    const data = await api<PredictedScoresResponse>(
      request,
      '/api/predicted-scores?start_gw=1&end_gw=38&status=finished',
    );
    test.skip(data.matches.length === 0, 'the demo season has no finished match yet');
    await page.goto('/predicted-scores');
    await choose(page, 'Start GW', 'GW1');
    await choose(page, 'End GW', 'GW38');
    // The keyboard picks the status: focus the select, move down from All Matches to Finished.
    await select(page, 'Status').focus();
    await page.keyboard.press('ArrowDown');
    await expect(chosen(page, 'Status')).toHaveText('Finished');
    await expect(rows(page)).toHaveCount(data.matches.length);
    await expect(rows(page).getByText('Upcoming', { exact: true })).toHaveCount(0);
    const m = data.matches[0]!;
    const row = page.getByRole('row', { name: `${m.home.name} v ${m.away.name}` }).first();
    await expect(row).toContainText(score(m.actual_score!));
    await expect(row).toContainText(`Predicted ${score(m.predicted_score)}`);
  });

  test('says when the scores cannot be loaded, with Retry', async ({ page }) => {
    await expectApiFailure(
      page,
      '**/api/predicted-scores*',
      '/predicted-scores',
      'Failed to load predicted scores',
    );
  });
});

test.describe('Predicted Scores on a phone', () => {
  test.use({ viewport: PHONE });

  test('fits the screen: the table scrolls inside its card', async ({ page }) => {
    await page.goto('/predicted-scores');
    await expect(page.getByRole('region', { name: 'About Predicted Scores' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/predicted-scores-phone.png`, fullPage: true });
  });
});
