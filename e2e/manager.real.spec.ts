import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { LeagueAnalysis } from '@contracts/api/leagues';
import type { ManagerSummary, ManagerTeam } from '@contracts/api/manager';
import type { BootstrapStatic } from '@contracts/fpl/bootstrap';
import { fmt, searchWithEnter, stat, watchErrors } from './manager-helpers';
import { DESKTOP, PHONE, SHOTS, api } from './players-support';
import { expectNoSidewaysScroll } from './layout';

/**
 * The manager screens on the recorded 2025-26 snapshot. League 106780 has 29 members; its members'
 * entry files were recorded at GW1 (current_event 1), so My Team shows their GW1 picks.
 */
const realData = path.resolve(import.meta.dirname, '../../shared/fpl-data/api/2025-26');
const LEAGUE = 106780;
const MANAGER = 25029;

test.describe('manager screens on real data', () => {
  test.skip(!fs.existsSync(realData), `no recorded snapshot at ${realData}`);

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`League Analysis of league ${LEAGUE} lists its 29 members (${name})`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const league = await api<LeagueAnalysis>(request, `/api/leagues/${LEAGUE}/analyze`);
      expect(league.standings).toHaveLength(29);
      await page.setViewportSize(viewport);
      await page.goto('/league-comparison');
      await page.getByRole('textbox', { name: 'League ID' }).fill(String(LEAGUE));
      await page.getByRole('button', { name: 'Analyze' }).click();
      await expect(page.getByRole('heading', { name: league.name })).toBeVisible();
      await expect(page.getByLabel('League summary')).toContainText('29');
      await page.screenshot({ path: `${SHOTS}/${name}-league-analysis-real.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Standings' }).click();
      const rows = page.getByTestId('standing-row');
      await expect(rows).toHaveCount(29);
      const first = league.standings[0]!;
      await expect(rows.first()).toContainText(first.entry_name);
      await expect(rows.first()).toContainText(fmt(first.total));
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${name}-league-analysis-real-standings.png`, fullPage: true });
      expect(errors).toEqual([]);
    });

    test(`My Team of manager ${MANAGER} shows his picks for the snapshot's gameweek (${name})`, async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const team = await api<ManagerTeam>(request, `/api/manager/${MANAGER}/team`);
      const bootstrap = await api<BootstrapStatic>(request, '/api/bootstrap-static');
      const webName = new Map(bootstrap.elements.map((e) => [e.id, e.web_name]));
      const byPosition = [...team.picks].sort((a, b) => a.position - b.position);
      const starters = byPosition.slice(0, 11).map((p) => webName.get(p.element)!);
      const bench = byPosition.slice(11).map((p) => webName.get(p.element)!);

      await page.setViewportSize(viewport);
      await page.goto('/my-team');
      await searchWithEnter(page, MANAGER);
      await expect(page.getByTestId('team-summary')).toContainText(`GW${team.gameweek}`);
      const xi = page.getByRole('table', { name: 'Starting XI' }).getByTestId('squad-player');
      await expect(xi).toHaveCount(11);
      for (const [i, player] of starters.entries()) await expect(xi.nth(i)).toContainText(player);
      const benchRows = page.getByRole('table', { name: 'Bench' }).getByTestId('squad-player');
      for (const [i, player] of bench.entries())
        await expect(benchRows.nth(i)).toContainText(`${i + 1}.${player}`);
      // The season is over in this snapshot: no fixture is left.
      await expect(xi.first()).toContainText('No upcoming fixtures');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${name}-my-team-real.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  }

  test(`Live Rank and My Leagues of manager ${MANAGER}`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const manager = await api<ManagerSummary>(request, `/api/manager/${MANAGER}`);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await searchWithEnter(page, MANAGER);
    await expect(page.getByTestId('manager-name')).toHaveText(
      `${manager.player_first_name} ${manager.player_last_name}`,
    );
    await expect(stat(page, 'Overall rank')).toContainText(fmt(manager.summary_overall_rank!));
    await page.screenshot({ path: `${SHOTS}/desktop-live-rank-real.png`, fullPage: true });

    await page.goto('/my-leagues');
    const card = page.getByTestId('league-card').filter({ hasText: 'Biddenham Fantasy League' });
    await expect(card).toContainText('29 members');
    // The other private leagues are not in the snapshot: their cards say so.
    await expect(page.getByText('Unable to load league standings').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-my-leagues-real.png`, fullPage: true });
    await card.getByRole('button', { name: /Analyze League/ }).click();
    await page.getByRole('tab', { name: 'Player Rankings' }).click();
    await expect(page.getByTestId('standing-row')).toHaveCount(29);
    await expect(page.getByTestId('standing-row').filter({ hasText: 'You' })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/desktop-my-leagues-real-analysis.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Performance Analysis' }).click();
    await page.screenshot({ path: `${SHOTS}/desktop-my-leagues-real-categories.png`, fullPage: true });

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Back to Leagues' }).click();
    await expect(page.getByTestId('league-card').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/phone-my-leagues-real.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
