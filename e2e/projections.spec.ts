import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import type { ProjectedGoalsCsResponse, ResultsProjectionsResponse } from '../contracts/api/projections';
import type {
  TeamCsProjectionsResponse,
  TeamProjectionsCombinedResponse,
} from '../contracts/api/team-projections';
import { api, choose, PHONE, SHOTS, chosen, expectApiFailure } from './players-support';
import { expectNoSidewaysScroll } from './layout';

const table = (page: Page, name: RegExp) => page.getByRole('table', { name });
const teamColumn = (page: Page, name: RegExp) => table(page, name).locator('tbody th');
const gameweeks = (start: number, end: number) =>
  Array.from({ length: end - start + 1 }, (_, i) => `GW${start + i}`);

test.describe('projection screens on the demo season', () => {
  test('Team Goal Projections opens on the next gameweek to be played and sorts by the header clicked', async ({
    page,
    request,
  }) => {
    const data = await api<TeamProjectionsCombinedResponse>(request, '/api/team-projections-combined');
    await page.goto('/team-goal-projections');
    const goals = table(page, /^Goals scored/);
    await expect(goals.locator('thead th')).toHaveText([
      'Team',
      ...gameweeks(data.default_start_gw, data.default_end_gw),
      'Period Total',
      'Season Total',
      'Avg/Game',
    ]);
    await expect(goals.locator('tbody tr')).toHaveCount(data.goals_scored.length);
    await expect(goals.locator('tfoot th')).toHaveText('TOTAL');
    const balance = page.getByRole('region', { name: 'Goal balance' });
    await expect(balance).toContainText(data.perfect_balance ? 'Perfect' : 'Variance');

    // Default order: most goals in the range first.
    const byTotal = [...data.goals_scored]
      .sort((a, b) => b.period_total - a.period_total || a.team_name.localeCompare(b.team_name))
      .map((r) => r.team_short);
    await expect(teamColumn(page, /^Goals scored/)).toHaveText(byTotal);

    const first = `GW${data.start_gw}`;
    await goals.getByRole('button', { name: first, exact: true }).click();
    await expect(chosen(page, 'Sort by')).toHaveText(first);
    const value = (r: (typeof data.goals_scored)[number]) => r.gameweeks[0]?.value ?? null;
    const playing = data.goals_scored.filter((r) => value(r) !== null);
    const byGw = [...playing]
      .sort((a, b) => value(b)! - value(a)! || a.team_name.localeCompare(b.team_name))
      .map((r) => r.team_short);
    await expect(teamColumn(page, /^Goals scored/)).toHaveText([
      ...byGw,
      ...data.goals_scored
        .filter((r) => value(r) === null)
        .map((r) => r.team_short)
        .sort(),
    ]);
    await page.screenshot({ path: `${SHOTS}/projections-team-goals-desktop.png`, fullPage: true });
  });

  test('Match Projections titles the range and lists every match of it', async ({ page, request }) => {
    const data = await api<ProjectedGoalsCsResponse>(request, '/api/projected-goals-cs');
    await page.goto('/projected-goals-cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `PL GW${data.start_gw}: Match Projections`,
    );
    const count = data.gameweeks[0]?.matches.length ?? 0;
    const section = page.getByRole('region', { name: `Gameweek ${data.start_gw}` });
    await expect(section.getByRole('listitem')).toHaveCount(count);
    await expect(page.getByRole('region', { name: 'About Match Odds' })).toContainText(
      /has not been measured yet|Ranked probability score/,
    );
    await page.screenshot({ path: `${SHOTS}/projections-matches-desktop.png`, fullPage: true });

    if (data.start_gw < 38) {
      await choose(page, 'End GW', `GW${data.start_gw + 1}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `PL GW${data.start_gw}-${data.start_gw + 1}: Match Projections`,
      );
      await expect(page.getByRole('region', { name: `Gameweek ${data.start_gw + 1}` })).toBeVisible();
    }
  });

  test('Results Projections and Team CS Projections show the server figures', async ({ page, request }) => {
    const results = await api<ResultsProjectionsResponse>(request, '/api/results-projections');
    await page.goto('/results-projections');
    await expect(table(page, /Predicted results/).locator('tbody tr')).toHaveCount(results.matches.length);

    const cs = await api<TeamCsProjectionsResponse>(request, '/api/team-cs-projections');
    await page.goto('/team-cs-projections');
    const csTable = table(page, /^Clean-sheet chance/);
    await expect(csTable.locator('tbody tr')).toHaveCount(cs.rows.length);
    await expect(chosen(page, 'Sort by')).toHaveText('Period CS/Game');
    const averages = (await csTable.locator('tbody tr td:nth-last-child(2)').allTextContents())
      .filter((t) => t !== '-')
      .map((t) => Number(t.replace('%', '')));
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  test('a failing API shows the error and Retry', async ({ page }) => {
    await expectApiFailure(
      page,
      '**/api/team-assist-projections*',
      '/team-assist-projections',
      'Failed to load team assist projections',
    );
  });
});

test.describe('projection screens on a phone', () => {
  test.use({ viewport: PHONE });

  const SCREENS: ReadonlyArray<[path: string, shot: string, content: RegExp | string]> = [
    ['/projected-goals-cs', 'matches', 'About Match Odds'],
    ['/results-projections', 'results', 'About Match Odds'],
    ['/team-goal-projections', 'team-goals', 'TOTAL'],
    ['/team-goals-against-projections', 'team-against', 'TOTAL'],
    ['/team-assist-projections', 'team-assists', 'Most Creative Team'],
    ['/team-cs-projections', 'team-cs', 'League average'],
  ];

  for (const [path, shot, content] of SCREENS) {
    test(`${path} fits the screen: wide tables scroll inside their card`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/projections-${shot}-phone.png`, fullPage: true });
    });
  }

  test('the team column stays in view while a table scrolls sideways', async ({ page }) => {
    await page.goto('/team-goal-projections');
    const goals = table(page, /^Goals scored/);
    const firstTeam = goals.locator('tbody th').first();
    await expect(firstTeam).toBeVisible();
    const before = await firstTeam.boundingBox();
    await goals.locator('..').evaluate((frame) => frame.scrollBy({ left: 400 }));
    await expect.poll(async () => (await goals.locator('..').evaluate((f) => f.scrollLeft)) > 0).toBe(true);
    expect((await firstTeam.boundingBox())?.x).toBe(before?.x);
  });
});
