import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { BootstrapStatic } from '@contracts/fpl/bootstrap';
import type { FplPicks } from '@contracts/fpl/entry';
import { searchWithEnter, watchErrors } from './manager-helpers';
import { DESKTOP, PHONE, SHOTS, api } from './players-support';
import { expectNoSidewaysScroll } from './layout';

/**
 * The Live Gameweek screen on the recorded 2025-26 snapshot (GW38 current and final). Manager
 * 1496090's GW38: captain absent, three automatic substitutions, a -4 hit. The expected figures
 * are the game's own, read from the recorded picks (entry_history), not from the app.
 */
const realData = path.resolve(import.meta.dirname, '../../shared/fpl-data/api/2025-26');
const MANAGER = 1496090;
// The Live Rank screen also needs the manager's summary: this one's is recorded.
const MANAGER_WITH_SUMMARY = 2414649;
const recordedPicks = (gw: number, manager = MANAGER): FplPicks =>
  JSON.parse(fs.readFileSync(path.join(realData, `entry/${manager}/event/${gw}/picks.json`), 'utf8'));

test.describe('Live Gameweek on real data', () => {
  test.skip(
    !fs.existsSync(path.join(realData, 'event/38/live.json')),
    `no recorded live scores in ${realData}`,
  );

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`manager ${MANAGER}'s gameweek 38 and 33 as the game counted them (${name})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      const bootstrap = await api<BootstrapStatic>(request, '/api/bootstrap-static');
      const webName = new Map(bootstrap.elements.map((e) => [e.id, e.web_name]));
      const gw38 = recordedPicks(38);
      await page.setViewportSize(viewport);
      await page.goto('/live-gameweek');
      await searchWithEnter(page, MANAGER);

      const summary = page.getByTestId('live-summary');
      // The first answer reads the gameweek's fixtures and live payload cold, while the other
      // browser projects run beside this one: it may take longer than a warm one's 10 s.
      await expect(summary).toContainText('Gameweek 38 points', { timeout: 45_000 });
      const card = (label: string) => page.getByRole('heading', { name: label }).locator('..');
      await expect(card('Gameweek 38 points')).toContainText(`${gw38.entry_history.points}Final`);
      await expect(card('Transfer cost')).toContainText(`-${gw38.entry_history.event_transfers_cost}`);
      await expect(card('Season total')).toContainText(
        gw38.entry_history.total_points.toLocaleString('en-GB'),
      );
      for (const sub of gw38.automatic_subs)
        await expect(page.getByTestId('live-subs')).toContainText(
          `${webName.get(sub.element_in)} on for ${webName.get(sub.element_out)}`,
        );
      await expect(page.getByRole('table', { name: 'Team' }).getByRole('row')).toHaveCount(12);
      await expect(page.getByRole('table', { name: 'Bench' }).getByRole('row')).toHaveCount(5);
      // Every bonus of the final gameweek is awarded: none is marked provisional.
      await expect(page.getByText(/can still change until the game awards it/)).toHaveCount(0);
      await expect(page.getByTitle('Provisional bonus')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${name}-live-gameweek-real.png`, fullPage: true });

      // A played gameweek, chosen with the keyboard.
      const gw33 = recordedPicks(33);
      await page.getByLabel('Gameweek').focus();
      await page.getByLabel('Gameweek').selectOption({ label: 'Gameweek 33' });
      await expect(card('Gameweek 33 points')).toContainText(`${gw33.entry_history.points}Final`);
      expect(errors).toEqual([]);
    });
  }

  test("Live Rank shows the gameweek's live points and substitutions", async ({ page, request }) => {
    test.setTimeout(90_000);
    const bootstrap = await api<BootstrapStatic>(request, '/api/bootstrap-static');
    const webName = new Map(bootstrap.elements.map((e) => [e.id, e.web_name]));
    const gw38 = recordedPicks(38, MANAGER_WITH_SUMMARY);
    const firstSub = gw38.automatic_subs[0];
    // My Team also needs the manager's history, which is not recorded for this manager: its card is
    // the same component, checked in MyTeamScreen.test.tsx.
    for (const route of ['/live-rank']) {
      await page.goto(route);
      await searchWithEnter(page, MANAGER_WITH_SUMMARY);
      const card = page.getByTestId('live-points-card');
      await expect(card).toContainText('Gameweek 38 live points', { timeout: 45_000 });
      await expect(card.getByTestId('live-card-points')).toHaveText(String(gw38.entry_history.points));
      if (firstSub)
        await expect(card.getByTestId('live-card-subs')).toContainText(
          `${webName.get(firstSub.element_in)} on for ${webName.get(firstSub.element_out)}`,
        );
      await page.screenshot({ path: `${SHOTS}/desktop-live-rank-card-real.png`, fullPage: true });
      await card.getByRole('link', { name: "Every pick's live points" }).click();
      await expect(page).toHaveURL(/\/live-gameweek$/);
    }
  });

  test('an unknown manager is told so', async ({ page }) => {
    await page.goto('/live-gameweek');
    await searchWithEnter(page, 424242);
    await expect(
      page.getByText('Failed to load live points. Please check the Manager ID and try again.'),
    ).toBeVisible();
    await expect(page.getByText(/No team found for manager 424242 in gameweek 38/)).toBeVisible();
  });
});
