import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import { api, choose, failApi, PHONE, SHOTS, chosen } from './players-support';
import { expectNoSidewaysScroll } from './layout';

interface Planner {
  total: number;
  players: Array<{ webName: string }>;
}
interface Captains {
  gameweek: number | null;
  total: number;
  candidates: Array<{ webName: string }>;
}

const cards = (page: Page, region: string) => page.getByRole('region', { name: region }).getByRole('article');

test.describe('Transfer Planner on the demo season', () => {
  test('lists the best buys and the filters change the list', async ({ page, request }) => {
    const buys = await api<Planner>(request, '/api/transfer-planner');
    await page.goto('/transfers');
    const list = cards(page, 'Transfer recommendations');
    await expect(list).toHaveCount(Math.min(24, buys.total));
    await expect(list.first()).toHaveAccessibleName(buys.players[0]!.webName);
    await expect(page.getByTestId('player-count')).toHaveText(`${Math.min(24, buys.total)} players`);
    await expect(list.first().getByText(/^(Strong Buy|Buy)$/)).toBeVisible();

    await list.first().getByText('How is this scored?').click();
    await expect(list.first().getByRole('table', { name: 'Overall score parts' })).toContainText(
      'Historical multiplier',
    );
    await expect(list.first()).toContainText('History:');
    await expect(list.first()).toContainText(/Rescale: (None|Above 6)/);
    await page.screenshot({ path: `${SHOTS}/players-transfers-desktop.png`, fullPage: true });

    await choose(page, 'Position', 'Forwards');
    const forwards = await api<Planner>(request, '/api/transfer-planner?type=in&position=4&price=all');
    await expect(list).toHaveCount(Math.min(24, forwards.total));
    // Each card's "club · position" line, under its name.
    const positions = await list.locator('h3 + p').allTextContents();
    expect(positions).toHaveLength(Math.min(24, forwards.total));
    for (const text of positions) expect(text).toContain('Forward');

    await choose(page, 'Transfer Type', 'Transfers Out');
    await expect(chosen(page, 'Sort By')).toHaveText('Most Owned, then Lowest Score');
    const sells = await api<Planner>(request, '/api/transfer-planner?type=out&position=4&price=all');
    await expect(list).toHaveCount(Math.min(24, sells.total));
    await expect(list.first().getByText(/^(Sell|Strong Sell)$/)).toBeVisible();
  });

  test('shows the error text when the API fails', async ({ page }) => {
    await failApi(page, '**/api/transfer-planner*');
    await page.goto('/transfers');
    await expect(page.getByRole('alert')).toContainText('Error Loading Data');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch FPL data. Please try again later.');
  });
});

test.describe('Captain Selector on the demo season', () => {
  test('ranks the safe picks and the strategy and position change the list', async ({ page, request }) => {
    const safe = await api<Captains>(request, '/api/captain-candidates');
    await page.goto('/captain');
    const list = cards(page, 'Captain candidates');
    await expect(list).toHaveCount(Math.min(20, safe.total));
    await expect(list.first()).toHaveAccessibleName(safe.candidates[0]!.webName);
    await expect(list.first().getByLabel('Rank 1')).toBeVisible();
    await expect(list.first().getByRole('img', { name: 'Top pick' })).toBeVisible();
    await expect(list.first().getByText('Popular Pick')).toBeVisible();
    await expect(page.getByText('Captaincy tips')).toBeVisible();
    await list.first().getByText('How is this scored?').click();
    await expect(list.first().getByRole('table', { name: 'Captain score parts' })).toContainText(
      `Expected points (GW ${safe.gameweek})`,
    );
    await expect(list.first()).toContainText('Score: Expected points × 8.5 ÷');
    // The order agrees with the expected points each card shows.
    const figures = (await list.getByTestId('expected-points').allTextContents()).map((t) =>
      Number(/: (\d+\.\d)/.exec(t)?.[1]),
    );
    expect(figures.every((x) => Number.isFinite(x))).toBe(true);
    expect([...figures].sort((a, b) => b - a)).toEqual(figures);
    await page.screenshot({ path: `${SHOTS}/players-captain-desktop.png`, fullPage: true });

    await choose(page, 'Captain Strategy', 'All Options');
    const all = await api<Captains>(request, '/api/captain-candidates?strategy=all&position=all');
    await expect(list).toHaveCount(Math.min(20, all.total));
    await expect(list.first()).toHaveAccessibleName(all.candidates[0]!.webName);

    await choose(page, 'Position', 'Forwards');
    const forwards = await api<Captains>(request, '/api/captain-candidates?strategy=all&position=4');
    await expect(list).toHaveCount(Math.min(20, forwards.total));
    // Each card's "club · position" line, under its name, once the list has redrawn for the filter.
    await expect(list.first()).toHaveAccessibleName(forwards.candidates[0]!.webName);
    await expect
      .poll(async () => (await list.locator('h3 + p').allTextContents()).every((t) => t.includes('Forward')))
      .toBe(true);
    expect(await list.locator('h3 + p').allTextContents()).toHaveLength(Math.min(20, forwards.total));
  });

  test('shows the empty state when no candidate is left', async ({ page }) => {
    const empty = {
      gameweek: 12,
      scoreBasis: 'expected_points',
      expectedPointsReference: 4.48,
      total: 0,
      candidates: [],
      parts: [],
      positions: [],
      historySeasons: [],
    };
    await page.route('**/api/captain-candidates*', (route) => route.fulfill({ json: empty }));
    await page.goto('/captain');
    await expect(page.getByText('No captain candidates found')).toBeVisible();
  });

  test('keeps its description to the same lines while the candidates load, so nothing below moves', async ({
    page,
  }) => {
    // 360 and 1024 px: where "for the next gameweek" took a line more than "for gameweek 12".
    for (const width of [360, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/captain-candidates*', async (route) => {
        await answered;
        await route.fallback();
      });
      await page.goto('/captain');
      const description = page.locator('main h1 + p');
      await expect(description).toContainText('Captain candidates');
      const loading = await description.boundingBox();
      answer();
      await expect(cards(page, 'Captain candidates').first()).toBeVisible();
      await expect(description).toContainText(/for gameweek \d+,/);
      expect((await description.boundingBox())?.height, `at ${width} px`).toBe(loading?.height);
      await page.unroute('**/api/captain-candidates*');
    }
  });

  test('shows the error text when the API fails', async ({ page }) => {
    await failApi(page, '**/api/captain-candidates*');
    await page.goto('/captain');
    await expect(page.getByRole('alert')).toContainText('Error Loading Data');
  });
});

test('Transfer Planner and Captain Selector fit a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [path, region, shot] of [
    ['/transfers', 'Transfer recommendations', 'players-transfers-phone'],
    ['/captain', 'Captain candidates', 'players-captain-phone'],
  ] as const) {
    await page.goto(path);
    await expect(cards(page, region).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  }
});
