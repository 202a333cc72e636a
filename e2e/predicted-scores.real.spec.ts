import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './desktop-test';
import type { PredictedScoresResponse } from '../contracts/api/predicted-scores';
import type { ProjectedGoalsCsResponse, ResultsProjectionsResponse } from '../contracts/api/projections';
import { api, choose, SHOTS, chosen } from './players-support';
import { REPLAY_GAMEWEEK } from './replay';

const snapshot = path.resolve(import.meta.dirname, '../../shared/fpl-data/api/2025-26');

interface Fixture {
  id: number;
  event: number | null;
  team_h_score: number | null;
  team_a_score: number | null;
}
const fixtures = () => JSON.parse(fs.readFileSync(path.join(snapshot, 'fixtures.json'), 'utf8')) as Fixture[];

test.describe(`Predicted Scores on 2025-26 replayed as of gameweek ${REPLAY_GAMEWEEK}`, () => {
  test.skip(!fs.existsSync(snapshot), 'needs ../shared/fpl-data/api/2025-26 (the recorded season)');
  const next = REPLAY_GAMEWEEK + 1;

  test('opens on the next gameweek with every match upcoming', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/predicted-scores');
    await expect(chosen(page, 'Start GW')).toHaveText(`GW${next}`, {
      timeout: 60_000,
    });
    const table = page.getByRole('table', { name: 'Predicted scores' });
    await expect(table.locator('tbody tr')).toHaveCount(fixtures().filter((f) => f.event === next).length);
    await expect(table.getByText('Finished', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/predicted-scores-real-desktop.png`, fullPage: true });
  });

  test('a played gameweek shows the recorded scores beside the scores shown before kick-off', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const data = await api<PredictedScoresResponse>(
      request,
      `/api/predicted-scores?start_gw=${REPLAY_GAMEWEEK}&end_gw=${REPLAY_GAMEWEEK}`,
    );
    const recorded = new Map(fixtures().map((f) => [f.id, f]));
    for (const m of data.matches) {
      const f = recorded.get(m.id)!;
      expect(m.actual_score).toEqual({ home: f.team_h_score, away: f.team_a_score });
    }
    // Measured over the season's finished matches: about half a season.
    expect(data.measured.matches).toBeGreaterThan(150);

    await page.goto('/predicted-scores');
    await choose(page, 'Start GW', `GW${REPLAY_GAMEWEEK}`);
    await choose(page, 'Status', 'Finished');
    const m = data.matches[0]!;
    const row = page.getByRole('row', { name: `${m.home.name} v ${m.away.name}` });
    await expect(row).toContainText(`${m.actual_score!.home} - ${m.actual_score!.away}`);
    await expect(row).toContainText(`Predicted ${m.predicted_score.home} - ${m.predicted_score.away}`);
    await expect(page.getByTestId('predicted-measured')).toContainText(
      `Over the season's ${data.measured.matches} finished matches`,
    );
  });
});

test.describe(`The app's shown scorelines for gameweeks ${REPLAY_GAMEWEEK + 1}-38 as of gameweek ${REPLAY_GAMEWEEK}`, () => {
  test.skip(!fs.existsSync(snapshot), 'needs ../shared/fpl-data/api/2025-26 (the recorded season)');

  test("follow the model's expected draws, sides on 0 and goals, the same on every screen", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const range = `start_gw=${REPLAY_GAMEWEEK + 1}&end_gw=38`;
    const results = await api<ResultsProjectionsResponse>(
      request,
      `/api/results-projections?${range}`,
      120_000,
    );
    const goals = await api<ProjectedGoalsCsResponse>(request, `/api/projected-goals-cs?${range}`, 120_000);
    const predicted = await api<PredictedScoresResponse>(request, `/api/predicted-scores?${range}`, 120_000);
    const rows = results.matches;
    expect(rows).toHaveLength(190);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

    // One scoreline per match on the three screens.
    const shown = new Map(rows.map((r) => [r.id, `${r.predicted_home_score}-${r.predicted_away_score}`]));
    for (const m of goals.gameweeks.flatMap((g) => g.matches))
      expect(`${m.predicted_score.home}-${m.predicted_score.away}`, `match ${m.id}`).toBe(shown.get(m.id));
    for (const m of predicted.matches)
      expect(`${m.predicted_score.home}-${m.predicted_score.away}`, `match ${m.id}`).toBe(shown.get(m.id));

    // The model's own expected counts: draw chance, chance of a side on 0 (the other side's clean
    // sheet) and expected goals, against the shown scorelines.
    const sides = goals.gameweeks.flatMap((g) => g.matches).flatMap((m) => [m.home, m.away]);
    const draws = mean(rows.map((r) => (r.predicted_home_score === r.predicted_away_score ? 1 : 0)));
    const zeros = mean(
      rows.flatMap((r) => [r.predicted_home_score, r.predicted_away_score].map((g) => (g === 0 ? 1 : 0))),
    );
    const goalsShown = mean(rows.map((r) => r.predicted_home_score + r.predicted_away_score));
    expect(Math.abs(draws - mean(rows.map((r) => r.draw_probability)))).toBeLessThanOrEqual(0.04);
    expect(Math.abs(zeros - mean(sides.map((s) => s.clean_sheet_percent / 100)))).toBeLessThanOrEqual(0.05);
    const expectedGoals = mean(goals.gameweeks.flatMap((g) => g.matches).map((m) => m.total_expected_goals));
    expect(Math.abs(goalsShown - expectedGoals)).toBeLessThanOrEqual(0.2);
    expect(new Set(shown.values()).size).toBeGreaterThanOrEqual(15);
  });
});
