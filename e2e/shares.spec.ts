import type { Locator, Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import type { SeasonsResponse } from '../contracts/api/past-seasons';
import type {
  HistoricalAssistShareResponse,
  HistoricalGoalShareResponse,
  SeasonAssistShareResponse,
  SeasonGoalShareResponse,
} from '../contracts/api/shares';
import { api, choose, DESKTOP, PHONE, SHOTS, chosen, select } from './players-support';

interface Team {
  team_short: string;
  team_name: string;
}

/** Every team card on the page (the About block has no table). */
const cards = (page: Page) => page.locator('[role="region"]:has(table)');
const card = (page: Page, t: Team) => page.getByRole('region', { name: `${t.team_short} ${t.team_name}` });
const cells = (c: Locator, row: number) => c.locator('tbody tr').nth(row).locator('td');
/** A share fraction as the screens print it (spec: one decimal). */
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The newest imported season before the current one: the first past season in the select. */
async function newestPast(page: Page, current: string): Promise<string> {
  const seasons = await api<SeasonsResponse>(page.request, '/api/seasons');
  const past = seasons.filter((s) => s < current).sort((a, b) => (a < b ? 1 : -1));
  expect(past.length, 'the demo imports past seasons').toBeGreaterThan(0);
  return past[0]!;
}

test.describe('Season Goal Share and Season Assist Share on the demo season', () => {
  // The first share answer fits the model on a cold server.
  test.setTimeout(120_000);

  test("Season Goal Share opens on the projected season, each card carrying the API's figures", async ({
    page,
  }) => {
    const data = await api<SeasonGoalShareResponse>(page.request, '/api/goal-share-season');
    await page.goto('/goal-share');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Season Goal Share');
    await expect(chosen(page, 'Season')).toHaveText(`${data.season} (Projected)`);
    await expect(cards(page)).toHaveCount(data.teams.length, { timeout: 60_000 });
    // Ordered by expected goals, as the API ranks them.
    await expect(cards(page).locator('[id^="share-card-"]')).toHaveText(
      data.teams.map((t) => `${t.team_short} ${t.team_name}`),
    );

    const first = data.teams[0]!;
    const c = card(page, first);
    await expect(c).toContainText(`Expected Goals: ${first.expected_goals.toFixed(2)}`);
    await expect(c).toContainText(`${first.players.length} players`);
    await expect(c.locator('tbody tr')).toHaveCount(Math.min(10, first.players.length));
    const top = first.players[0]!;
    await expect(cells(c, 0)).toHaveText([
      '1',
      `${top.name} ${top.position}`,
      pct(top.goal_share),
      top.projected_goals.toFixed(2),
      top.xg_per_90 === null ? '—' : top.xg_per_90.toFixed(2),
    ]);
    if (first.players.length > 10)
      await expect(c).toContainText(`+${first.players.length - 10} more players`);
    await expect(c).toContainText(`Own goals (opponents'): ${first.projected_own_goals.toFixed(2)}`);

    const about = page.getByRole('region', { name: 'About Goal Share' });
    await expect(about).toContainText(`Forwards ${pct(data.model.position_priors.fwd)}`);
    await expect(about).toContainText(`Defenders ${pct(data.model.position_priors.def)}`);
    await page.screenshot({ path: `${SHOTS}/goal-share-desktop.png`, fullPage: true });
  });

  test('a past season shows actual goals from the history; the team filter narrows to one club', async ({
    page,
  }) => {
    const data = await api<SeasonGoalShareResponse>(page.request, '/api/goal-share-season');
    const past = await newestPast(page, data.season!);
    const history = await api<HistoricalGoalShareResponse>(
      page.request,
      `/api/goal-share-historical/${past}`,
    );
    await page.goto('/goal-share');
    await expect(cards(page)).toHaveCount(data.teams.length, { timeout: 60_000 });

    await choose(page, 'Season', past);
    const first = history.teams[0]!;
    const c = card(page, first);
    await expect(c).toContainText(`Actual Goals: ${first.goals}`);
    const top = first.players[0]!;
    await expect(cells(c, 0)).toHaveText([
      '1',
      `${top.name} ${top.position}`,
      pct(top.goal_share),
      `${top.goals}`,
    ]);
    await expect(c).toContainText(`Own goals (opponents'): ${first.own_goals}`);
    await expect(page.getByRole('region', { name: 'About Goal Share' })).toContainText(
      `Actual goals of ${past} from the imported history`,
    );

    // By keyboard: focus the Team select and move down to the second club alphabetically, one key
    // at a time, each move seen before the next.
    const names = history.teams.map((t) => t.team_name).sort((a, b) => a.localeCompare(b));
    await select(page, 'Team').focus();
    await expect(chosen(page, 'Team')).toHaveText('All Teams');
    await page.keyboard.press('ArrowDown');
    await expect(chosen(page, 'Team')).toHaveText(names[0]!);
    await page.keyboard.press('ArrowDown');
    await expect(chosen(page, 'Team')).toHaveText(names[1]!);
    const picked = history.teams.find((t) => t.team_name === names[1])!;
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, picked)).toContainText(`Actual Goals: ${picked.goals}`);

    // Back on the projected season the club stays chosen.
    await choose(page, 'Season', `${data.season} (Projected)`);
    const projected = data.teams.find((t) => t.team_short === picked.team_short)!;
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, projected)).toContainText(
      `Expected Goals: ${projected.expected_goals.toFixed(2)}`,
    );
  });

  test('Season Assist Share shows the top 8 with share badges, and total assists of a past season', async ({
    page,
  }) => {
    const data = await api<SeasonAssistShareResponse>(page.request, '/api/assist-share-season');
    await page.goto('/assist-share');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Season Assist Share');
    await expect(cards(page)).toHaveCount(data.teams.length, { timeout: 60_000 });
    const first = data.teams[0]!;
    const c = card(page, first);
    await expect(c).toContainText(`Expected Assists: ${first.expected_assists.toFixed(2)}`);
    await expect(c.locator('tbody tr')).toHaveCount(Math.min(8, first.players.length));
    const top = first.players[0]!;
    await expect(cells(c, 0)).toHaveText([
      '1',
      `${top.name} ${top.position}`,
      pct(top.assist_share),
      top.projected_assists.toFixed(2),
    ]);
    if (first.players.length > 8)
      await expect(c).toContainText(`+${first.players.length - 8} more players with smaller shares`);
    await expect(c).not.toContainText('Own goals');
    await page.screenshot({ path: `${SHOTS}/assist-share-desktop.png`, fullPage: true });

    const past = await newestPast(page, data.season!);
    const history = await api<HistoricalAssistShareResponse>(
      page.request,
      `/api/assist-share-historical/${past}`,
    );
    await choose(page, 'Season', past);
    const was = history.teams[0]!;
    await expect(card(page, was)).toContainText(`Total Assists: ${was.assists}`);
    await expect(cells(card(page, was), 0).nth(3)).toHaveText(`${was.players[0]!.assists}`);
  });

  test('a failed answer shows the spec text, and Retry loads the season', async ({ page }) => {
    let failing = true;
    await page.route('**/api/goal-share-season', (route) => (failing ? route.abort() : route.fallback()));
    await page.goto('/goal-share');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load goal share data');
    await expect(alert).toContainText('Unable to connect to FPL API');
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });
  });
});

test.describe('share screens on a phone', () => {
  test.use({ viewport: PHONE });
  test.setTimeout(120_000);

  for (const [path, name] of [
    ['/goal-share', 'goal-share'],
    ['/assist-share', 'assist-share'],
  ] as const) {
    test(`${path} fits the screen's width`, async ({ page }) => {
      await page.goto(path);
      await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
    });
  }
});

test.describe('loading cards', () => {
  test.setTimeout(120_000);

  for (const [path, endpoint, loading] of [
    ['/goal-share', '**/api/goal-share-season', 'Loading season goal share...'],
    ['/assist-share', '**/api/assist-share-season', 'Loading season assist share...'],
  ] as const) {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`${path} on a ${width}: the loading cards have the size of the cards replacing them`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(endpoint, async (route) => {
          await held;
          await route.fallback();
        });
        await page.goto(path);
        const skeleton = page.getByRole('status', { name: loading }).locator('.grid > *').first();
        await expect(skeleton).toBeVisible();
        const before = (await skeleton.boundingBox())!;
        release();
        await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });
        const after = (await cards(page).first().boundingBox())!;
        expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
        expect(after.width).toBeCloseTo(before.width, 0);
        expect(after.y).toBeCloseTo(before.y, 0);
      });
    }
  }
});
