import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './desktop-test';
import type { SeasonsResponse } from '../contracts/api/past-seasons';
import type {
  HistoricalGoalShareResponse,
  SeasonAssistShareResponse,
  SeasonGoalShareResponse,
} from '../contracts/api/shares';
import { api, choose, PHONE, SHOTS, select } from './players-support';
import { REPLAY_GAMEWEEK } from './replay';

const snapshot = path.resolve(import.meta.dirname, '../../shared/fpl-data/api/2025-26');
const history = path.resolve(import.meta.dirname, '../../shared/fpl-data/vaastav');

interface Bootstrap {
  teams: Array<{ id: number; name: string; short_name: string }>;
  elements: Array<{ team: number }>;
}

/** The recorded season's clubs, each with its number of players, read from the snapshot itself. */
function clubs() {
  const bootstrap = JSON.parse(
    fs.readFileSync(path.join(snapshot, 'bootstrap-static.json'), 'utf8'),
  ) as Bootstrap;
  return bootstrap.teams.map((t) => ({
    short: t.short_name,
    name: t.name,
    players: bootstrap.elements.filter((e) => e.team === t.id).length,
  }));
}

/** Goals per club (short name) in the recorded fixtures of a past season (vaastav's CSVs). */
function recordedGoals(season: string): Map<string, number> {
  const table = (file: string) => {
    const [head, ...rows] = fs
      .readFileSync(path.join(history, season, file), 'utf8')
      .trim()
      .split('\n');
    // The columns read here all come before the quoted `stats` column, which holds commas.
    const columns = head!.split(',');
    return rows.map((row) => {
      const cells = row.split(',');
      return (name: string) => cells[columns.indexOf(name)]!;
    });
  };
  const short = new Map(table('teams.csv').map((t) => [t('id'), t('short_name')]));
  const goals = new Map<string, number>();
  const add = (team: string, n: string) =>
    goals.set(short.get(team)!, (goals.get(short.get(team)!) ?? 0) + Number(n));
  for (const f of table('fixtures.csv')) {
    add(f('team_h'), f('team_h_score'));
    add(f('team_a'), f('team_a_score'));
  }
  return goals;
}

const cards = (page: Page) => page.locator('[role="region"]:has(table)');
const card = (page: Page, short: string, name: string) =>
  page.getByRole('region', { name: `${short} ${name}` });
/** A card's player names in order (the position follows the name in the same cell). */
const names = (page: Page, short: string, name: string) =>
  card(page, short, name).locator('tbody tr td:nth-child(2) span.font-medium');

test.describe(`share screens on 2025-26 replayed as of gameweek ${REPLAY_GAMEWEEK}`, () => {
  test.skip(!fs.existsSync(snapshot), 'needs ../shared/fpl-data/api/2025-26 (the recorded season)');
  test.setTimeout(180_000);

  test("Season Goal Share: a card per club of the snapshot, each with its squad's size and the API's projection", async ({
    page,
  }) => {
    const data = await api<SeasonGoalShareResponse>(page.request, '/api/goal-share-season');
    expect(data.gameweek).toBe(REPLAY_GAMEWEEK);
    const seasons = await api<SeasonsResponse>(page.request, '/api/seasons');
    await page.goto('/goal-share');
    await expect(cards(page)).toHaveCount(clubs().length, { timeout: 90_000 });

    // The projected season first, labelled from the data, then the imported past seasons newest first.
    await expect(select(page, 'Season').getByRole('option')).toHaveText([
      `${path.basename(snapshot)} (Projected)`,
      ...seasons.filter((s) => s < data.season!).sort((a, b) => (a < b ? 1 : -1)),
    ]);

    for (const club of clubs()) {
      const team = data.teams.find((t) => t.team_short === club.short)!;
      const c = card(page, club.short, club.name);
      await expect(c).toContainText(`${club.players} players`);
      await expect(c).toContainText(`Expected Goals: ${team.expected_goals.toFixed(2)}`);
      // Half a season is left to play: every club is expected to score.
      expect(team.expected_goals).toBeGreaterThan(0);
      await expect(c).toContainText(`+${club.players - 10} more players`);
    }
    const first = data.teams[0]!;
    await expect(names(page, first.team_short, first.team_name)).toHaveText(
      first.players.slice(0, 10).map((p) => p.name),
    );
    await page.screenshot({ path: `${SHOTS}/goal-share-real-desktop.png`, fullPage: true });

    // The team filter leaves the club chosen alone.
    const club = clubs()[0]!;
    await choose(page, 'Team', club.name);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, club.short, club.name)).toBeVisible();
  });

  test('Season Assist Share: expected assists and the top 8 of every club', async ({ page }) => {
    const data = await api<SeasonAssistShareResponse>(page.request, '/api/assist-share-season');
    await page.goto('/assist-share');
    await expect(cards(page)).toHaveCount(clubs().length, { timeout: 90_000 });
    for (const club of clubs()) {
      const team = data.teams.find((t) => t.team_short === club.short)!;
      const c = card(page, club.short, club.name);
      await expect(c).toContainText(`Expected Assists: ${team.expected_assists.toFixed(2)}`);
      await expect(names(page, club.short, club.name)).toHaveText(
        team.players.slice(0, 8).map((p) => p.name),
      );
      await expect(c).toContainText(`+${club.players - 8} more players with smaller shares`);
    }
  });

  test('reads on a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/goal-share');
    await expect(cards(page)).toHaveCount(clubs().length, { timeout: 90_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/goal-share-real-phone.png` });
  });

  test("a past season: each club's actual goals are its recorded fixtures' goals, a January mover under both clubs", async ({
    page,
  }) => {
    const seasons = await api<SeasonsResponse>(page.request, '/api/seasons');
    const past = seasons.filter((s) => s < path.basename(snapshot)).sort((a, b) => (a < b ? 1 : -1))[0];
    test.skip(
      past === undefined || !fs.existsSync(path.join(history, past)),
      'the server has no imported past season (the replay starts on an empty database; npm run import-history adds them)',
    );
    const data = await api<HistoricalGoalShareResponse>(page.request, `/api/goal-share-historical/${past}`);
    const recorded = recordedGoals(past!);
    await page.goto('/goal-share');
    await expect(cards(page).first()).toBeVisible({ timeout: 90_000 });
    await choose(page, 'Season', past!);
    await expect(cards(page)).toHaveCount(recorded.size);
    for (const [short, goals] of recorded) {
      const team = data.teams.find((t) => t.team_short === short)!;
      await expect(card(page, short, team.team_name)).toContainText(`Actual Goals: ${goals}`);
    }

    // A player who scored for two clubs: each card counts only his goals for that club.
    const inTopTen = data.teams.flatMap((t) =>
      t.players.slice(0, 10).map((p, rank) => ({ team: t, player: p, rank })),
    );
    const mover = inTopTen.find(
      (a) =>
        a.player.goals > 0 &&
        inTopTen.some((b) => b.player.id === a.player.id && b.team.team_id !== a.team.team_id),
    );
    test.skip(mover === undefined, `no scorer for two clubs among the top 10s of ${past}`);
    for (const line of inTopTen.filter((a) => a.player.id === mover!.player.id)) {
      const row = card(page, line.team.team_short, line.team.team_name).locator('tbody tr').nth(line.rank);
      await expect(row.locator('td')).toHaveText([
        `${line.rank + 1}`,
        `${line.player.name} ${line.player.position}`,
        `${(line.player.goal_share * 100).toFixed(1)}%`,
        `${line.player.goals}`,
      ]);
    }
  });
});
