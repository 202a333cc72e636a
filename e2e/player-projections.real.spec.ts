import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import { choose, warmPlayerProjections } from './players-support';
import { REPLAY_GAMEWEEK } from './replay';

const snapshot = path.resolve(import.meta.dirname, '../../shared/fpl-data/api/2025-26');

interface Stat {
  identifier: string;
  h: Array<{ element: number; value: number }>;
  a: Array<{ element: number; value: number }>;
}

/**
 * The recorded season read straight from the snapshot (not through the app): each player's
 * web name, club, and goals and assists in the fixtures of gameweeks 1 to the replayed one.
 */
function season() {
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(snapshot, file), 'utf8')) as T;
  const fixtures = read<Array<{ event: number | null; stats: Stat[] }>>('fixtures.json');
  const bootstrap = read<{
    elements: Array<{ id: number; web_name: string; team: number }>;
    teams: Array<{ id: number; name: string; short_name: string }>;
  }>('bootstrap-static.json');
  const count = (identifier: string) => {
    const totals = new Map<number, number>();
    for (const f of fixtures) {
      if (f.event === null || f.event > REPLAY_GAMEWEEK) continue;
      const stat = f.stats.find((s) => s.identifier === identifier);
      for (const { element, value } of [...(stat?.h ?? []), ...(stat?.a ?? [])])
        totals.set(element, (totals.get(element) ?? 0) + value);
    }
    return totals;
  };
  const goals = count('goals_scored');
  const assists = count('assists');
  /** The player with most of a count, ties to the lower id; with his club's short name. */
  const leader = (totals: Map<number, number>) => {
    const [id, value] = [...totals].sort(([i, a], [j, b]) => b - a || i - j)[0]!;
    const element = bootstrap.elements.find((e) => e.id === id)!;
    const team = bootstrap.teams.find((t) => t.id === element.team)!;
    return { id, name: element.web_name, team: team.short_name, teamName: team.name, value };
  };
  return { goals, assists, leader };
}

/** The row whose row header is the name (on a desktop the phone-only club line under it is hidden). */
const rowOf = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody tr', { has: page.getByRole('rowheader', { name, exact: true }) });

test.describe(`player projection screens on 2025-26 replayed as of gameweek ${REPLAY_GAMEWEEK}`, () => {
  test.skip(!fs.existsSync(snapshot), 'needs ../shared/fpl-data/api/2025-26 (the recorded season)');

  test.beforeAll(({ request }) => warmPlayerProjections(request));

  test("goal projections: the season's top scorer so far shows his recorded goals, and projects more", async ({
    page,
  }) => {
    const { goals, leader } = season();
    const scorer = leader(goals);
    await page.goto('/player-goal-projections');
    await expect(page.getByText(`after GW${REPLAY_GAMEWEEK}`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(scorer.name);
    await choose(page, 'Team', scorer.teamName);
    const row = rowOf(page, 'Player goal projections', scorer.name);
    await expect(row).toHaveCount(1);
    const projected = row.locator('td').nth(2);
    await expect(projected).toContainText(`(${scorer.value} so far)`);
    // Half a season still to play: a regular scorer's season total is above what he has already.
    const total = Number((await projected.locator('span').first().innerText()).replace(',', ''));
    expect(total).toBeGreaterThan(scorer.value);
  });

  test("assist projections: the recorded season in the heading, the top assister's assists so far", async ({
    page,
  }) => {
    const { assists, leader } = season();
    const assister = leader(assists);
    await page.goto('/player-assist-projections');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Player Assist Projections 2025-26');
    await choose(page, 'Team', assister.team);
    const row = rowOf(page, 'Player assist projections', assister.name);
    await expect(row.locator('td').nth(3)).toContainText(`(${assister.value} so far)`);
  });

  test('Season Long Projections: 50 players; the top scorer so far splits his goals as recorded', async ({
    page,
  }) => {
    const { goals, assists, leader } = season();
    const scorer = leader(goals);
    await page.goto('/season-projections');
    const table = 'Season long projections';
    await expect(page.getByRole('table', { name: table }).locator('tbody tr')).toHaveCount(50);
    await expect(page.getByText('Showing 50 players')).toBeVisible();
    await page.getByPlaceholder('Search players or teams...').fill(scorer.name);
    const row = page
      .getByRole('table', { name: table })
      .locator('tbody tr', { has: page.getByRole('rowheader', { name: `${scorer.name} ${scorer.team}` }) });
    await expect(row.locator('td').nth(1)).toContainText(`(${scorer.value} + `);
    await expect(row.locator('td').nth(2)).toContainText(`(${assists.get(scorer.id) ?? 0} + `);
  });
});
