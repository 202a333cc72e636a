import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { PredictedScoresResponse } from '../contracts/api/predicted-scores';
import { api, choose, DESKTOP, SHOTS, chosen } from './players-support';
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
  test.use({ viewport: DESKTOP });
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
