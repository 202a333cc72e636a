/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  PriceHistoryResponse,
  PriceMetricsResponse,
  PricePredictionsResponse,
  RecentPriceChangesResponse,
} from '@contracts/api/prices';
import { cost, fmt, watchErrors } from './manager-helpers';
import { expectNoSidewaysScroll } from './layout';
import { choose, failApi, DESKTOP, PHONE, SHOTS, api } from './players-support';

/**
 * The Price Tracker on the demo season. The server fills the daily price table from the demo's
 * price history in the background on first start, so every test waits for changes to appear in
 * the API first; every figure checked on screen is read from the API in the same test.
 */
const LOAD_ERROR = 'Unable to load price data from FPL API. Please check your connection and try again.';

async function recentChanges(request: APIRequestContext): Promise<RecentPriceChangesResponse> {
  return api<RecentPriceChangesResponse>(request, '/api/price-changes/recent');
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await expect
    .poll(async () => (await recentChanges(request)).changes.length, {
      message: 'the demo price history is backfilled',
      timeout: 170_000,
      intervals: [2_000],
    })
    .toBeGreaterThan(0);
});

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const changesTable = (page: Page) => page.getByRole('table', { name: 'Recent price changes' });
const summary = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`Price Tracker on the demo season (${device})`, () => {
    test.use({ viewport });

    test('summary cards, changes and predictions match the API', async ({ page, request }) => {
      const errors = watchErrors(page);
      const recent = await recentChanges(request);
      const predicted = await api<PricePredictionsResponse>(request, '/api/price-predictions');
      const metrics = await api<PriceMetricsResponse>(request, '/api/price-predictions/metrics');
      await page.goto('/price-tracker');

      await expect(summary(page, 'Price rises this season')).toHaveText(fmt(recent.rises_this_season));
      await expect(summary(page, 'Price falls this season')).toHaveText(fmt(recent.falls_this_season));
      const likely = predicted.predictions.filter((p) => p.probability !== 'Low').length;
      await expect(summary(page, 'Likely changes')).toHaveText(fmt(likely));

      await expect(tab(page, /Recent Price Changes/)).toContainText(fmt(recent.changes.length));
      const newest = recent.changes[0]!;
      const firstRow = changesTable(page).getByRole('row').nth(1);
      await expect(firstRow).toContainText(newest.player_name);
      await expect(firstRow).toContainText(`${cost(newest.old_price)} → ${cost(newest.current_price)}`);
      await expect(page.getByTestId('shown-count')).toHaveText(
        `Showing ${fmt(Math.min(25, recent.changes.length))} of ${fmt(recent.changes.length)} changes`,
      );

      const card = page.getByRole('region', { name: 'Prediction System' });
      await expect(summary(page, 'Active players')).toHaveText(fmt(metrics.active_players));
      await expect(card).not.toContainText('693');
      // The demo server stores a backtest before it starts: the card shows that stored run.
      const backtest = metrics.backtest!;
      expect(backtest).not.toBeNull();
      await expect(card.getByTestId('backtest-task')).toHaveText(backtest.task);
      await expect(card.getByTestId('backtest-limits')).toHaveText(backtest.limits);
      // The stored run carries its fitted model: the list's calls come from it, and the card says so.
      expect([metrics.prediction_method, predicted.method]).toEqual(['fitted-model', 'fitted-model']);
      await expect(card.getByTestId('prediction-method')).toContainText(
        'Predictions and their chances come from the model fitted by the backtest of',
      );
      const held = backtest.predictors[0]!.held_out;
      await expect(card.getByTestId('backtest-sample')).toContainText(
        `Sample: ${fmt(held.samples)} player-gameweeks`,
      );
      const model = card.getByRole('row', { name: /^Model/ });
      const f1 = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(0)}%`);
      await expect(model).toContainText(
        `${f1(held.rise.precision)} / ${f1(held.rise.recall)} / ${f1(held.rise.f1)}`,
      );
      const margin = backtest.verdict.rise.margin;
      await expect(card.getByTestId('backtest-verdict')).toContainText(
        `(F1 ${margin >= 0 ? '+' : '−'}${Math.abs(margin * 100).toFixed(1)} points against the best baseline)`,
      );
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${device}-price-tracker.png`, fullPage: true });

      await tab(page, /Price Predictions/).click();
      const predictions = page.getByRole('table', { name: 'Price predictions' });
      await expect(tab(page, /Price Predictions/)).toContainText(fmt(predicted.predictions.length));
      const top = predicted.predictions[0]!;
      await expect(predictions.getByRole('row').nth(1)).toContainText(top.player_name);
      await expect(predictions.getByRole('row').nth(1)).toContainText(top.probability);
      await expect(predictions.getByTestId('reason').first()).toHaveText(top.reason);
      const chance = top.chance === null ? '—' : `${(top.chance * 100).toFixed(0)}%`;
      await expect(predictions.getByTestId('chance').first()).toHaveText(chance);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${device}-price-predictions.png` });
      expect(errors).toEqual([]);
    });

    test('search, position and change filters change the list', async ({ page, request }) => {
      const { changes } = await recentChanges(request);
      const team = changes[0]!.team_name;
      // The search matches the player or the team name, case-insensitively.
      const ofTeam = changes.filter((c) =>
        [c.team_name, c.player_name].some((n) => n.toLowerCase().includes(team.toLowerCase())),
      );
      await page.goto('/price-tracker');
      await expect(changesTable(page)).toBeVisible();

      await page.getByRole('searchbox', { name: 'Search' }).fill(team.toUpperCase());
      await expect(tab(page, /Recent Price Changes/)).toContainText(fmt(ofTeam.length));
      await expect(changesTable(page).getByRole('row').nth(1)).toContainText(ofTeam[0]!.player_name);

      const keepers = ofTeam.filter((c) => c.position === 'Goalkeeper');
      await choose(page, 'Position', 'Goalkeeper');
      if (keepers.length === 0) {
        await expect(page.getByText('No price changes found matching your filters')).toBeVisible();
      } else {
        await expect(tab(page, /Recent Price Changes/)).toContainText(fmt(keepers.length));
        const rows = changesTable(page).getByRole('row');
        await expect(rows).toHaveCount(Math.min(25, keepers.length) + 1);
        for (const text of await rows.allInnerTexts())
          if (!text.startsWith('Player')) expect(text).toContain('Goalkeeper');
      }

      await page.getByRole('searchbox', { name: 'Search' }).fill('');
      await choose(page, 'Position', 'All Positions');
      const falls = changes.filter((c) => c.direction === 'fall');
      await choose(page, 'Change', 'Falls');
      await expect(tab(page, /Recent Price Changes/)).toContainText(fmt(falls.length));
      await expect(changesTable(page).getByRole('row').nth(1)).toContainText(falls[0]!.player_name);
      await expect(changesTable(page).getByRole('row').nth(1)).toContainText(/-£\d+\.\dm/);

      await page.getByRole('searchbox', { name: 'Search' }).fill('no such player or club');
      await expect(page.getByText('No price changes found matching your filters')).toBeVisible();
      await tab(page, /Price Predictions/).click();
      await expect(page.getByText('No price predictions available')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("a player's price history opens from his row and closes back to it", async ({ page, request }) => {
      const newest = (await recentChanges(request)).changes[0]!;
      const history = await api<PriceHistoryResponse>(request, `/api/price-history/${newest.player_id}`);
      await page.goto('/price-tracker');
      const opener = changesTable(page)
        .getByRole('button', { name: `${newest.player_name}: price history` })
        .first();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: `${newest.player_name}: price history` });
      await expect(dialog.getByRole('figure')).toBeVisible();
      await expect(summary(page, 'Start price')).toHaveText(cost(history.start_price!));
      await expect(summary(page, 'Current price')).toHaveText(cost(history.current_price!));
      await expect(dialog).toContainText(`${fmt(history.points.length)} days captured`);
      await expect(dialog.locator('.recharts-line path').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${device}-price-history.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

test('the Price Tracker shows the spec error text when the API is down', async ({ page }) => {
  await failApi(page, '**/api/price-changes/recent');
  await page.goto('/price-tracker');
  await expect(page.getByText(LOAD_ERROR)).toBeVisible();
});
