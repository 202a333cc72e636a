import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import { api, PHONE, SHOTS } from './players-support';
import { expectNoSidewaysScroll } from './layout';

interface Projection {
  player_id: number;
  gameweek: number | null;
  predicted_points: number;
}
interface Captains {
  candidates: Array<{ id: number; webName: string }>;
}
interface Planner {
  players: Array<{ id: number; webName: string }>;
}

/** Holds the points model's answers until the returned function is called: the cards' loading state. */
async function holdProjections(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/openfpl-projections*', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const height = async (page: Page, region: string) =>
  (await firstCard(page, region).getByTestId('expected-points').boundingBox())?.height;

const firstCard = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('article').first();

// The points model's first request computes the season's shares: slow on a cold, shared machine.
test.describe('Expected points on the players cards (demo season)', () => {
  test.setTimeout(180_000);

  test("the Captain Selector card shows the points model's next-gameweek figure it is scored on", async ({
    page,
    request,
  }) => {
    const next = await api<Projection[]>(request, '/api/openfpl-projections?horizon=1');
    const captains = await api<Captains>(request, '/api/captain-candidates');
    const top = captains.candidates[0]!;
    const row = next.find((p) => p.player_id === top.id)!;
    expect(row.gameweek).not.toBeNull();
    // The answer carries the figure: the screen asks the points model for nothing of its own.
    let asked = false;
    await page.route('**/api/openfpl-projections*', (route) => {
      asked = true;
      return route.continue();
    });
    await page.goto('/captain');
    const card = firstCard(page, 'Captain candidates');
    await expect(card).toHaveAccessibleName(top.webName);
    await expect(card.getByTestId('expected-points')).toContainText(
      `Expected points (GW ${row.gameweek}): ${row.predicted_points.toFixed(1)}`,
      { timeout: 60_000 },
    );
    await expect(card.getByTestId('expected-points')).toContainText("the captain score's input");
    expect(asked).toBe(false);
    await page.screenshot({ path: `${SHOTS}/players-captain-xp-desktop.png` });
    await page.setViewportSize(PHONE);
    await card.getByTestId('expected-points').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/players-captain-xp-phone.png` });
  });

  test("the Transfer Planner card shows the next gameweek's and the next three's", async ({
    page,
    request,
  }) => {
    const horizons = [];
    for (const h of [1, 2, 3])
      horizons.push(await api<Projection[]>(request, `/api/openfpl-projections?horizon=${h}`));
    const planner = await api<Planner>(request, '/api/transfer-planner');
    const top = planner.players[0]!;
    const rows = horizons.map((answer) => answer.find((p) => p.player_id === top.id)!);
    expect(rows.every((r) => r.gameweek !== null)).toBe(true);
    const sum = rows.reduce((total, r) => total + r.predicted_points, 0);

    const release = await holdProjections(page);
    await page.goto('/transfers');
    const card = firstCard(page, 'Transfer recommendations');
    await expect(card).toHaveAccessibleName(top.webName);
    await expect(card.getByTestId('expected-points')).toContainText('Loading expected points');
    const loading = await height(page, 'Transfer recommendations');
    release();
    await expect(card.getByTestId('expected-points')).toContainText(
      `Expected points: ${rows[0]!.predicted_points.toFixed(1)} (GW ${rows[0]!.gameweek}) · ` +
        `${sum.toFixed(1)} (GW ${rows[0]!.gameweek}-${rows[2]!.gameweek})`,
      { timeout: 60_000 },
    );
    expect(await height(page, 'Transfer recommendations')).toBe(loading);
    await page.screenshot({ path: `${SHOTS}/players-transfers-xp-desktop.png` });
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await card.getByTestId('expected-points').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/players-transfers-xp-phone.png` });
  });
});
