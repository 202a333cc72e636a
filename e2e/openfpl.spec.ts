import { expect, test } from './desktop-test';
import type { OpenfplMetrics, OpenfplProjection } from '../contracts/api/openfpl';
import {
  byPlayer,
  expectPointsLeader,
  firstRow,
  fixed,
  gameweeksOf,
  horizons,
  leader,
  table,
} from './openfpl-support';
import { api, choose, failApi, PHONE, SHOTS } from './players-support';

test.describe('Open FPL Projections on the demo season', () => {
  test('merges horizons 1 to 6 into gameweek columns; the leading row shows the API figures', async ({
    page,
    request,
  }) => {
    const answers = await horizons(request);
    const gws = gameweeksOf(answers);
    const rows = byPlayer(answers);
    await page.goto('/openfpl-projections');
    const top = await expectPointsLeader(page, rows, gws);
    await expect(page.getByTestId('shown-count')).toHaveText(
      `Showing ${Math.min(25, rows.length)} of ${rows.length.toLocaleString('en-GB')} players`,
    );
    await expect(page.getByTestId('highlight-points')).toContainText(top.first.player_name);
    await page.screenshot({ path: `${SHOTS}/openfpl-desktop.png`, fullPage: true });
  });

  test('sorts by a gameweek header and switches to goals', async ({ page, request }) => {
    const answers = await horizons(request);
    const gws = gameweeksOf(answers);
    const rows = byPlayer(answers);
    const first = gws[0]!;
    await page.goto('/openfpl-projections');
    await table(page, 'points')
      .getByRole('button', { name: `GW${first}`, exact: true })
      .click();
    await expect(table(page, 'points').getByRole('columnheader', { name: `GW${first}` })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const byGw = leader(rows, (r) => r.gws.get(first)?.predicted_points ?? 0);
    await expect(firstRow(page, 'points').locator('th')).toContainText(byGw.first.player_name);

    await page.getByRole('tab', { name: 'Goals' }).click();
    const goals = leader(rows, (r) => r.gws.get(first)?.predicted_goals ?? 0);
    await expect(firstRow(page, 'goals').locator('th')).toContainText(goals.first.player_name);
    await expect(firstRow(page, 'goals').locator('td').nth(1)).toHaveText(
      fixed(2).format(goals.gws.get(first)?.predicted_goals ?? 0),
    );
  });

  test('filters by search, position, price and horizon', async ({ page, request }) => {
    const answers = await horizons(request);
    const rows = byPlayer(answers);
    const team = rows[0]!.first.team_name;
    await page.goto('/openfpl-projections');
    await expect(table(page, 'points')).toBeVisible();
    const count = (pass: (p: OpenfplProjection) => boolean) => rows.filter((r) => pass(r.first)).length;
    const shown = (n: number) => `of ${n.toLocaleString('en-GB')} players`;

    await page.getByRole('searchbox', { name: 'Search' }).fill(team.toUpperCase());
    await expect(page.getByTestId('shown-count')).toContainText(
      shown(count((p) => `${p.player_name} ${p.team_name}`.toLowerCase().includes(team.toLowerCase()))),
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await choose(page, 'Position', 'Forwards');
    await expect(page.getByTestId('shown-count')).toContainText(shown(count((p) => p.position === 'FWD')));
    await choose(page, 'Max price', '£5.0m');
    await expect(page.getByTestId('shown-count')).toContainText(
      shown(count((p) => p.position === 'FWD' && Math.round(p.current_price * 10) <= 50)),
    );
    await choose(page, 'Horizon', '2 gameweeks');
    await expect(table(page, 'points').locator('thead th')).toHaveText([
      'Player',
      'Price',
      ...gameweeksOf(answers.slice(0, 2)).map((gw) => `GW${gw}`),
      'Total',
      'Owned',
    ]);
  });

  test('the model performance card shows the stored figures or the message', async ({ page, request }) => {
    const metrics = await api<OpenfplMetrics>(request, '/api/openfpl-metrics');
    await page.goto('/openfpl-projections');
    const card = page.getByRole('region', { name: 'Model performance' });
    // Until the server has measured the model on past seasons (in the background after start), the
    // card says so in words: what is happening and when the figures show, never a command.
    if (metrics.last_updated === null)
      await expect(card.getByTestId('metrics-message')).toHaveText(/^(Not measured yet|Being measured now)/);
    else if (metrics.message) await expect(card.getByTestId('metrics-message')).toHaveText(metrics.message);
    await expect(card).not.toContainText('npm');
    const overall = card.getByRole('row', { name: /^Overall/ }).locator('td');
    await expect(overall).toHaveText(
      [metrics.rmse_overall, metrics.xp_before.rmse_overall, metrics.xp.rmse_overall].map((v) =>
        v === null ? '—' : v.toFixed(3),
      ),
    );
  });
});

test.describe('Open FPL Projections on a phone', () => {
  test.use({ viewport: PHONE });

  test('reads at phone width and shows the offline message when the API fails', async ({ page }) => {
    await page.goto('/openfpl-projections');
    await expect(table(page, 'points')).toBeVisible();
    // Every card fits the screen's width (only the table scrolls sideways, inside its frame).
    for (const name of ['Average model confidence', 'Highlights', 'Model performance']) {
      const box = await page.getByRole('region', { name }).boundingBox();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    await page.screenshot({ path: `${SHOTS}/openfpl-phone.png`, fullPage: true });

    await failApi(page, '**/api/openfpl-projections*');
    await page.goto('/openfpl-projections');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('OpenFPL System Offline');
    await expect(alert).toContainText('Model training in progress or API temporarily unavailable');
    await expect(alert).toContainText('Please try again in a few minutes');
    await expect(alert).toContainText('The official FPL API is unavailable.');
    await page.screenshot({ path: `${SHOTS}/openfpl-offline-phone.png`, fullPage: true });
  });
});
