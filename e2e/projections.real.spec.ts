import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import { choose } from './players-support';
import { REPLAY_GAMEWEEK } from './replay';

const snapshot = path.resolve(import.meta.dirname, '../../shared/fpl-data/api/2025-26');

interface Fixture {
  event: number | null;
  team_h: number;
  team_a: number;
}

/** Facts of the recorded season, read from the snapshot itself: clubs and matches per gameweek. */
function season() {
  const fixtures = JSON.parse(fs.readFileSync(path.join(snapshot, 'fixtures.json'), 'utf8')) as Fixture[];
  const bootstrap = JSON.parse(fs.readFileSync(path.join(snapshot, 'bootstrap-static.json'), 'utf8')) as {
    teams: Array<{ id: number; short_name: string }>;
  };
  const matchesIn = (gw: number) => fixtures.filter((f) => f.event === gw);
  const clubsWith = (gw: number, count: number) =>
    bootstrap.teams
      .filter((t) => matchesIn(gw).filter((f) => f.team_h === t.id || f.team_a === t.id).length === count)
      .map((t) => t.short_name)
      .sort();
  return { matchesIn, clubsWith };
}

const teamRow = (page: Page, short: string) =>
  page
    .getByRole('table', { name: /^Goals scored/ })
    .locator('tbody tr', { has: page.getByRole('rowheader', { name: short, exact: true }) });

test.describe(`projection screens on 2025-26 replayed as of gameweek ${REPLAY_GAMEWEEK}`, () => {
  test.skip(!fs.existsSync(snapshot), 'needs ../shared/fpl-data/api/2025-26 (the recorded season)');
  const next = REPLAY_GAMEWEEK + 1;

  test('Match Projections opens on the next gameweek; a played gameweek shows its results', async ({
    page,
  }) => {
    const { matchesIn } = season();
    await page.goto('/projected-goals-cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`PL GW${next}: Match Projections`);
    const upcoming = page.getByRole('region', { name: `Gameweek ${next}` });
    await expect(upcoming.getByRole('listitem')).toHaveCount(matchesIn(next).length);
    await expect(upcoming.getByText('Predicted').first()).toBeVisible();
    await expect(upcoming.getByText('Full time')).toHaveCount(0);

    await choose(page, 'Start GW', `GW${REPLAY_GAMEWEEK}`);
    const played = page.getByRole('region', { name: `Gameweek ${REPLAY_GAMEWEEK}` });
    await expect(played.getByText('Full time')).toHaveCount(matchesIn(REPLAY_GAMEWEEK).length);
    await expect(played.getByText(/^(Win|Draw|Loss)$/)).toHaveCount(2 * matchesIn(REPLAY_GAMEWEEK).length);
  });

  test('team tables open on the next six gameweeks, and show the blanks and doubles of the run-in', async ({
    page,
  }) => {
    const { clubsWith } = season();
    await page.goto('/team-goal-projections');
    const goals = page.getByRole('table', { name: /^Goals scored/ });
    await expect(goals.locator('thead th').nth(1)).toHaveText(`GW${next}`);
    await expect(goals.locator('thead th').nth(6)).toHaveText(`GW${next + 5}`);
    await expect(goals.locator('tbody tr')).toHaveCount(20);
    await expect(page.getByRole('region', { name: 'Goal balance' })).toContainText('Perfect');

    // Find a gameweek with blanks and one with doubles from the fixtures, and look at them.
    const blankGw = Array.from({ length: 38 - next }, (_, i) => next + 1 + i).find(
      (gw) => clubsWith(gw, 0).length > 0,
    );
    const doubleGw = Array.from({ length: 38 - next }, (_, i) => next + 1 + i).find(
      (gw) => clubsWith(gw, 2).length > 0,
    );
    test.skip(
      blankGw === undefined || doubleGw === undefined,
      'the season has no blank or double gameweek left',
    );
    await choose(page, 'End GW', `GW${Math.max(blankGw!, doubleGw!)}`);
    await choose(page, 'Start GW', `GW${Math.min(blankGw!, doubleGw!)}`);
    const column = (gw: number) => Math.abs(gw - Math.min(blankGw!, doubleGw!));
    for (const short of clubsWith(blankGw!, 0)) {
      await expect(teamRow(page, short).locator('td').nth(column(blankGw!))).toHaveText('-');
    }
    for (const short of clubsWith(doubleGw!, 2)) {
      await expect(teamRow(page, short).locator('td').nth(column(doubleGw!))).toContainText('(2 matches)');
    }
  });
});
