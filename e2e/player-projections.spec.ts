import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import type {
  PlayerAssistProjectionsResponse,
  PlayerGoalProjectionsResponse,
  SeasonProjectionsResponse,
} from '../contracts/api/shares';
import { api, choose, failApi, PHONE, SHOTS, warmPlayerProjections } from './players-support';
import { expectNoSidewaysScroll } from './layout';

const one = (n: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
const millions = (tenths: number) => `£${(tenths / 10).toFixed(1)}m`;
const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
/** A row's cells as the reader sees them (inner text: the phone-only line under a name is hidden on a desktop). */
const cells = (page: Page, table: string, at = 0) => rows(page, table).nth(at).locator('th, td');
const seen = { useInnerText: true };

test.beforeAll(({ request }) => warmPlayerProjections(request));

test.describe('player projection screens on the demo season', () => {
  test('Player Total Goal Projections: every player, the top row as the API says, filters and sorts', async ({
    page,
    request,
  }) => {
    const data = await api<PlayerGoalProjectionsResponse>(request, '/api/player-goal-projections');
    const players = data.players;
    const total = players.reduce((s, p) => s + p.season_goals, 0);
    await page.goto('/player-goal-projections');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Player Total Goal Projections');
    await expect(
      page.getByText(`${players.length} players · ${one(total)} projected goals in total`),
    ).toBeVisible();

    const table = 'Player goal projections';
    await expect(rows(page, table)).toHaveCount(Math.min(50, players.length));
    const top = [...players].sort((a, b) => b.season_goals - a.season_goals)[0]!;
    await expect(cells(page, table)).toHaveText(
      [
        top.name,
        top.team_short,
        top.position,
        `${one(top.season_goals)}(${top.goals_so_far} so far)`,
        `${(top.goal_share * 100).toFixed(1)}%`,
        millions(top.price),
        `£${(top.price / 10 / top.season_goals).toFixed(2)}m`,
      ],
      seen,
    );
    await page.screenshot({ path: `${SHOTS}/player-goal-projections-desktop.png`, fullPage: true });
    const highest = page.getByRole('region', { name: 'Summary' });
    await expect(highest).toContainText(`Highest${one(top.season_goals)}${top.name} (${top.team_short})`);
    await expect(highest).toContainText(`15+ Goals${players.filter((p) => p.season_goals >= 15).length}`);
    await expect(highest).toContainText(`20+ Goals${players.filter((p) => p.season_goals >= 20).length}`);

    // Position filter: the count is the API's forwards.
    await choose(page, 'Position', 'FWD');
    const forwards = players.filter((p) => p.position === 'FWD');
    await expect(page.getByText(new RegExp(`^${forwards.length} players · `))).toBeVisible();
    await expect(rows(page, table).locator('td:nth-child(3)').first()).toHaveText('FWD');

    // Team filter, by the club's full name.
    await choose(page, 'Position', 'All Positions');
    const club = top.team_name;
    await choose(page, 'Team', club);
    await expect(
      page.getByText(new RegExp(`^${players.filter((p) => p.team_name === club).length} players · `)),
    ).toBeVisible();

    // Price ascending on the first click: the cheapest player of the club first.
    await choose(page, 'Team', 'All Teams');
    await page.getByRole('button', { name: 'Price' }).click();
    await expect(page.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    const cheapest = Math.min(...players.map((p) => p.price));
    await expect(rows(page, table).first().locator('td:nth-child(6)')).toHaveText(millions(cheapest));
    await page.getByRole('button', { name: 'Price' }).press('Enter');
    await expect(page.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(rows(page, table).first().locator('td:nth-child(6)')).toHaveText(
      millions(Math.max(...players.map((p) => p.price))),
    );

    // Search by name finds him; nonsense finds nobody.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(top.name);
    await expect(rows(page, table).first().locator('th')).toHaveText(top.name, seen);
    await search.fill('zzzz-nobody');
    await expect(page.getByText('No players found matching your filters.')).toBeVisible();
  });

  test("Player Assist Projections: the data's season in the heading, team codes, sort select", async ({
    page,
    request,
  }) => {
    const data = await api<PlayerAssistProjectionsResponse>(request, '/api/player-assist-projections');
    await page.goto('/player-assist-projections');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Player Assist Projections ${data.season}`,
    );
    await expect(page.getByText(`${data.players.length} players`, { exact: true })).toBeVisible();
    const top = [...data.players].sort((a, b) => b.season_assists - a.season_assists)[0]!;
    const table = 'Player assist projections';
    await expect(cells(page, table)).toHaveText(
      [
        top.name,
        top.team_short,
        top.position,
        millions(top.price),
        `${one(top.season_assists)}(${top.assists_so_far} so far)`,
        `${(top.assist_share * 100).toFixed(1)}%`,
      ],
      seen,
    );
    await page.screenshot({ path: `${SHOTS}/player-assist-projections-desktop.png`, fullPage: true });
    await choose(page, 'Team', top.team_short);
    const club = data.players.filter((p) => p.team_short === top.team_short);
    await expect(page.getByText(`${club.length} players`, { exact: true })).toBeVisible();
    await choose(page, 'Sort', 'Team Share %');
    const byShare = [...club].sort((a, b) => b.assist_share - a.assist_share)[0]!;
    await expect(rows(page, table).first().locator('td:nth-child(6)')).toHaveText(
      `${(byShare.assist_share * 100).toFixed(1)}%`,
    );
  });

  test('Season Long Projections: the 50 with most goal involvements, cards, sorts and search', async ({
    page,
    request,
  }) => {
    const data = await api<SeasonProjectionsResponse>(request, '/api/season-projections');
    const list = data.players.slice(0, 50);
    await page.goto('/season-projections');
    const table = 'Season long projections';
    await expect(rows(page, table)).toHaveCount(list.length);
    await expect(page.getByText(`Showing ${list.length} players`)).toBeVisible();
    const first = list[0]!;
    await expect(cells(page, table)).toHaveText(
      [
        '1',
        `${first.name} ${first.team_short}`,
        `${one(first.season_goals)}(${first.goals_so_far} + ${one(first.projected_goals)})`,
        `${one(first.season_assists)}(${first.assists_so_far} + ${one(first.projected_assists)})`,
        one(first.season_involvements),
      ],
      seen,
    );
    await page.screenshot({ path: `${SHOTS}/season-projections-desktop.png`, fullPage: true });
    const scorer = [...list].sort((a, b) => b.season_goals - a.season_goals)[0]!;
    const cards = page.getByRole('region', { name: 'Highlights' });
    await expect(cards).toContainText(
      `Top Goal Scorer${scorer.name} ${scorer.team_short}${one(scorer.season_goals)}`,
    );
    await expect(cards).toContainText(`Top Goal Involvements${first.name} ${first.team_short}`);

    await choose(page, 'Sort by', 'Assists');
    const assister = [...list].sort((a, b) => b.season_assists - a.season_assists)[0]!;
    await expect(rows(page, table).first().locator('th')).toHaveText(
      `${assister.name} ${assister.team_short}`,
    );
    await page.getByPlaceholder('Search players or teams...').fill(first.team_name);
    await expect(
      page.getByText(`Showing ${list.filter((p) => p.team_name === first.team_name).length} players`),
    ).toBeVisible();
  });

  test("each screen says the spec's words when the API is down", async ({ page }) => {
    await failApi(page, '**/api/player-goal-projections');
    await failApi(page, '**/api/player-assist-projections');
    await page.goto('/player-goal-projections');
    await expect(page.getByRole('alert')).toContainText(
      'Error loading player goal projections. Please try again.',
    );
    await page.goto('/player-assist-projections');
    await expect(page.getByRole('alert')).toContainText(
      'Unable to load player assist projections. Please try again later.',
    );
  });
});

test.describe('player projection screens on a phone', () => {
  // The narrowest phone the guide names (375 px), not the shared 390 px one.
  test.use({ viewport: { ...PHONE, width: 375 } });

  test('the page does not scroll sideways; the table scrolls inside its frame', async ({ page }) => {
    for (const route of ['/player-goal-projections', '/player-assist-projections', '/season-projections']) {
      await page.goto(route);
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSidewaysScroll(page, route);
      await page.screenshot({ path: `${SHOTS}${route}-phone.png`, fullPage: true });
    }
  });
});
