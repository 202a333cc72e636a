import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import type { ProjectedStandingsResponse } from '../contracts/api/projected-standings';
import { api, PHONE, SHOTS, expectApiFailure } from './players-support';
import { expectNoSidewaysScroll } from './layout';

const URL = '/api/projected-standings';
const standingsTable = (page: Page) => page.getByRole('table', { name: 'Projected final standings' });

test.describe('Projected Final Standings on the demo season', () => {
  test('shows the 20 clubs in the projected order with the current gameweek; Refresh gives the same table', async ({
    page,
    request,
  }) => {
    const data = await api<ProjectedStandingsResponse>(request, URL);
    expect(data.rows).toHaveLength(20);
    await page.goto('/projected-standings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projected Final Standings');
    await expect(page.getByTestId('current-gameweek')).toContainText(`GW${data.current_gameweek}`);
    const table = standingsTable(page);
    await expect(table.locator('tbody th')).toHaveText(
      data.rows.map((r) => new RegExp(`^${r.name}\\s*${r.short_name}`)),
    );
    const first = data.rows[0]!;
    const gd = first.goal_difference >= 0 ? `+${first.goal_difference}` : String(first.goal_difference);
    const cells = table.locator('tbody tr').first().locator('td');
    await expect(cells.nth(0)).toContainText('1');
    await expect(cells.nth(7)).toHaveText(gd);
    await expect(cells.nth(9)).toHaveText(`${first.actual_games}A + ${first.projected_games}P`);

    await page.getByRole('button', { name: 'Refresh Standings' }).click();
    await expect(page.getByRole('button', { name: 'Refresh Standings' })).toBeEnabled();
    await expect(table.locator('tbody th')).toHaveText(data.rows.map((r) => new RegExp(`^${r.name}`)));
    const again = await request.get(URL);
    expect(await again.text()).toBe(JSON.stringify(data));
    await page.screenshot({ path: `${SHOTS}/projected-standings-desktop.png`, fullPage: true });
  });

  test('opens a club detail from the keyboard; the legend explains the badges', async ({ page, request }) => {
    const data = await api<ProjectedStandingsResponse>(request, URL);
    await page.goto('/projected-standings');
    const club = page.getByRole('button', { name: new RegExp(`^${data.rows[0]!.name}`) });
    await club.focus();
    await page.keyboard.press('Enter');
    await expect(club).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('standing-detail')).toContainText(
      `So far (${data.rows[0]!.actual_games} games)`,
    );
    const legend = page.getByRole('region', { name: 'About the Standings' });
    await expect(legend.getByRole('list', { name: 'Position badges' }).getByRole('listitem')).toHaveText([
      /Champions League/,
      /Europa League/,
      /Conference League/,
      /Relegation/,
    ]);
    await expect(legend.getByTestId('standings-measured')).toBeVisible();
  });

  test('says so and offers a retry when the standings cannot be read', async ({ page }) => {
    await expectApiFailure(
      page,
      '**/api/projected-standings',
      '/projected-standings',
      'Failed to load projected standings',
    );
  });
});

test.describe('Projected Final Standings on a phone', () => {
  test.use({ viewport: PHONE });

  test('fits the screen: the table scrolls inside its card', async ({ page }) => {
    await page.goto('/projected-standings');
    await expect(standingsTable(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/projected-standings-phone.png`, fullPage: true });
  });
});
