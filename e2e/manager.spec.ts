/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import type { LeagueAnalysis, LeagueStandingsResponse } from '@contracts/api/leagues';
import type { ManagerHistory, ManagerLeagues, ManagerSummary, ManagerTeam } from '@contracts/api/manager';
import type { BootstrapStatic } from '@contracts/fpl/bootstrap';
import type { FplFixture } from '@contracts/fpl/fixtures';
import type { Status } from '@contracts/status';
import { cost, fmt, managerBox, searchWithEnter, stat, watchErrors } from './manager-helpers';
import { DESKTOP, PHONE, SHOTS, api } from './players-support';
import { expectNoSidewaysScroll } from './layout';

/**
 * The manager screens on the demo season. Ids come from GET /api/status (`demo`), never hard-coded,
 * and every value checked on screen is read from the API in the same test.
 */
async function demoIds(request: APIRequestContext): Promise<{ manager: number; league: number }> {
  const status = await api<Status>(request, '/api/status');
  const manager = status.demo?.managerIds[0];
  const league = status.demo?.leagueIds[0];
  if (manager === undefined || league === undefined)
    throw new Error('the demo status lists no manager or league ids');
  return { manager, league };
}

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`manager screens on the demo season (${device})`, () => {
    test.use({ viewport });

    test('Live Rank shows the profile, rankings and top private leagues from the API', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const { manager: id } = await demoIds(request);
      const m = await api<ManagerSummary>(request, `/api/manager/${id}`);
      const history = await api<ManagerHistory>(request, `/api/manager/${id}/history`);
      await page.goto('/live-rank');
      await searchWithEnter(page, id);
      await expect(page.getByTestId('manager-name')).toHaveText(
        `${m.player_first_name} ${m.player_last_name}`,
      );
      await expect(stat(page, 'Total points')).toHaveText(fmt(m.summary_overall_points!));
      await expect(stat(page, 'Overall rank')).toContainText(fmt(m.summary_overall_rank!));
      await expect(stat(page, 'Gameweek rank')).toHaveText(fmt(m.summary_event_rank!));
      await expect(stat(page, 'Gameweek points')).toHaveText(fmt(m.summary_event_points!));

      const top = m.leagues.classic
        .filter((l) => l.id > 1000 && l.entry_rank !== null && l.entry_rank >= 1 && l.entry_rank <= 100)
        .sort((a, b) => a.entry_rank! - b.entry_rank!)
        .slice(0, 5);
      const items = page.getByRole('list', { name: 'Top private leagues' }).getByRole('listitem');
      await expect(items).toHaveCount(top.length);
      for (const [i, l] of top.entries())
        await expect(items.nth(i)).toContainText(`${l.name}League ID ${l.id}#${l.entry_rank}`);

      const latest = [...history.current].sort((a, b) => b.event - a.event)[0]!;
      const firstRow = page.getByRole('table', { name: 'Last 5 gameweeks' }).getByRole('row').nth(1);
      await expect(firstRow).toContainText(
        `GW${latest.event}${latest.points}${fmt(latest.total_points)}${fmt(latest.overall_rank!)}`,
      );
      await expect(
        page
          .getByRole('figure', { name: 'Overall rank and gameweek points by gameweek' })
          .locator('svg')
          .first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${device}-live-rank.png`, fullPage: true });
      expect(errors).toEqual([]);
    });

    test('My Team shows formation, value, transfers, the XI with captain and fixtures, and the bench', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const { manager: id } = await demoIds(request);
      const team = await api<ManagerTeam>(request, `/api/manager/${id}/team`);
      const bootstrap = await api<BootstrapStatic>(request, '/api/bootstrap-static');
      const fixtures = await api<FplFixture[]>(request, '/api/fixtures');
      const el = new Map(bootstrap.elements.map((e) => [e.id, e]));
      const shortName = new Map(bootstrap.teams.map((t) => [t.id, t.short_name]));
      const picks = [...team.picks].sort((a, b) => a.position - b.position);
      const xiTypes = picks.slice(0, 11).map((p) => el.get(p.element)!.element_type);
      const formation = [2, 3, 4].map((t) => xiTypes.filter((x) => x === t).length).join('-');

      await page.goto('/my-team');
      await managerBox(page).fill(String(id));
      await page.getByRole('button', { name: 'Search' }).click();
      const summary = page.getByTestId('team-summary');
      await expect(summary).toContainText(formation);
      await expect(summary).toContainText(
        `${cost(team.entryHistory.value)}incl. ${cost(team.transfers.bank)} in the bank`,
      );
      await expect(summary).toContainText(`${team.transfers.made}/${team.transfers.limit ?? '∞'}`);
      await expect(summary).toContainText(`GW${team.gameweek}`);

      const xi = page.getByRole('table', { name: 'Starting XI' }).getByTestId('squad-player');
      await expect(xi).toHaveCount(11);
      const captainPick = picks.find((p) => p.is_captain)!;
      const captain = el.get(captainPick.element)!;
      const captainRow = xi.filter({ hasText: captain.web_name }).first();
      await expect(captainRow.getByTitle('Captain')).toHaveText('C');
      await expect(captainRow).toContainText(cost(captain.now_cost!));
      // The captain's next fixture: the first unfinished one from the current gameweek on.
      const current = bootstrap.events.find((e) => e.is_current)?.id ?? 1;
      const next = fixtures
        .filter(
          (f) =>
            !f.finished &&
            f.event !== null &&
            f.event >= current &&
            (f.team_h === captain.team || f.team_a === captain.team),
        )
        .sort(
          (a, b) =>
            a.event! - b.event! || (a.kickoff_time ?? '').localeCompare(b.kickoff_time ?? '') || a.id - b.id,
        )[0];
      if (next) {
        const home = next.team_h === captain.team;
        await expect(captainRow.getByRole('listitem').first()).toHaveText(
          `${shortName.get(home ? next.team_a : next.team_h)} (${home ? 'H' : 'A'})`,
        );
      }
      const bench = page.getByRole('table', { name: 'Bench' }).getByTestId('squad-player');
      for (const [i, p] of picks.slice(11).entries())
        await expect(bench.nth(i)).toContainText(`${i + 1}.${el.get(p.element)!.web_name}`);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${device}-my-team.png`, fullPage: true });
      expect(errors).toEqual([]);
    });

    test('My Leagues shows each private league card and its analysis', async ({ page, request }) => {
      const errors = watchErrors(page);
      const { manager: id } = await demoIds(request);
      const leagues = await api<ManagerLeagues>(request, `/api/manager/${id}/leagues`);
      const privateLeagues = leagues.classic.filter((l) => l.id > 1000);
      await page.goto('/my-leagues');
      await searchWithEnter(page, id);
      await expect(page.getByRole('heading', { name: /Private Leagues/ })).toHaveText(
        `Private Leagues ${privateLeagues.length}`,
      );
      const cards = page.getByTestId('league-card');
      await expect(cards).toHaveCount(privateLeagues.length);

      const first = privateLeagues[0]!;
      const table = await api<LeagueStandingsResponse>(request, `/api/leagues-classic/${first.id}/standings`);
      const rows = table.standings.results;
      const me = rows.find((r) => r.entry === id)!;
      const average = rows.reduce((s, r) => s + r.total, 0) / rows.length;
      const card = cards.first();
      await expect(card).toContainText(`${rows.length} members`);
      await expect(stat(card, 'Position')).toContainText(`#${fmt(me.rank)}`);
      await expect(stat(card, 'Points')).toHaveText(fmt(me.total));
      const percentile = (me.rank / rows.length) * 100;
      await expect(stat(card, 'Standing')).toContainText(
        percentile <= 50
          ? `Top ${percentile.toFixed(1)}%`
          : `Bottom ${(((rows.length - me.rank + 1) / rows.length) * 100).toFixed(1)}%`,
      );
      const diff = Math.round((me.total - average) * 10) / 10;
      await expect(stat(card, 'vs average')).toHaveText(`${diff > 0 ? '+' : ''}${diff.toFixed(1)} pts`);
      await expect(
        card.getByRole('list', { name: `Top 3 of ${first.name}` }).getByRole('listitem'),
      ).toHaveCount(Math.min(3, rows.length));
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${device}-my-leagues.png`, fullPage: true });

      await card.getByRole('button', { name: /Analyze League/ }).click();
      await expect(page.getByRole('tab', { name: 'League Overview' })).toBeVisible();
      await page.getByRole('tab', { name: 'Player Rankings' }).click();
      await expect(page.getByTestId('standing-row')).toHaveCount(rows.length);
      await expect(page.getByTestId('standing-row').filter({ hasText: 'You' })).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${device}-my-leagues-analysis.png`, fullPage: true });
      await page.getByRole('button', { name: 'Back to Leagues' }).click();
      await expect(cards).toHaveCount(privateLeagues.length);
      expect(errors).toEqual([]);
    });

    test('League Analysis reads every page of the largest demo league', async ({ page, request }) => {
      const errors = watchErrors(page);
      const { league: id } = await demoIds(request);
      const league = await api<LeagueAnalysis>(request, `/api/leagues/${id}/analyze`);
      await page.goto('/league-comparison');
      await expect(page.getByText('No League Analyzed Yet')).toBeVisible();
      await page.getByRole('textbox', { name: 'League ID' }).fill(String(id));
      await page.getByRole('textbox', { name: 'League ID' }).press('Enter');
      await expect(page.getByRole('heading', { name: league.name })).toBeVisible();
      await expect(stat(page, 'Members')).toHaveText(fmt(league.standings.length));
      await page.screenshot({ path: `${SHOTS}/${device}-league-analysis.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Standings' }).click();
      await expect(page.getByTestId('standing-row')).toHaveCount(league.standings.length);
      await page.getByRole('tab', { name: 'Performance Categories' }).click();
      const n = league.standings.length;
      const top = league.standings.filter((r) => (r.rank / n) * 100 <= 20).length;
      await expect(page.getByTestId('category-top')).toContainText(`${top} manager`);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${device}-league-analysis-categories.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  });
}

/** A manager id the demo season does not have (checked against the API, not assumed). */
async function missingManagerId(request: APIRequestContext): Promise<number> {
  for (const id of [1, 2, 3, 999_999_999]) {
    if ((await request.get(`/api/manager/${id}`)).status() === 404) return id;
  }
  throw new Error('every candidate id exists');
}

const expectMessage = async (page: Page, text: string) => expect(page.getByRole('alert')).toContainText(text);

test.describe('manager ID flow on the demo season', () => {
  test('the last ID is shared by every manager screen and restored after a reload', async ({
    page,
    request,
  }) => {
    const { manager: id } = await demoIds(request);
    await page.goto('/');
    await searchWithEnter(page, `  ${id} `);
    await expect(page.getByTestId('manager-name')).toBeVisible();
    await page.reload();
    await expect(managerBox(page)).toHaveValue(String(id));
    await expect(
      page.getByText(`Showing your last searched manager ID (${id}), loaded automatically.`),
    ).toBeVisible();
    await expect(page.getByTestId('manager-name')).toBeVisible();
    await page.goto('/my-team');
    await expect(managerBox(page)).toHaveValue(String(id));
    await expect(page.getByRole('table', { name: 'Starting XI' })).toBeVisible();
    await page.goto('/my-leagues');
    await expect(page.getByTestId('league-card').first()).toBeVisible();
  });

  test("an unknown manager shows each screen's message from the spec", async ({ page, request }) => {
    const errors = watchErrors(page);
    const missing = await missingManagerId(request);
    await page.goto('/');
    await searchWithEnter(page, missing);
    await expectMessage(page, 'Failed to load manager data. Please check the Manager ID and try again.');
    await page.screenshot({ path: `${SHOTS}/desktop-live-rank-404.png` });
    await page.goto('/my-team');
    await expectMessage(page, 'Failed to load team data. Please check the Manager ID and try again.');
    await page.goto('/my-leagues');
    await expectMessage(page, 'Failed to load manager data. Please check the Manager ID and try again.');
    expect(errors).toEqual([]);
  });

  test('the Search button waits for a non-blank ID and the focus ring is visible', async ({ page }) => {
    await page.goto('/my-team');
    const search = page.getByRole('button', { name: 'Search' });
    await expect(search).toBeDisabled();
    await managerBox(page).fill('   ');
    await expect(search).toBeDisabled();
    await managerBox(page).fill('12');
    await expect(search).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    const ring = await search.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).not.toBe('none');
  });
});
