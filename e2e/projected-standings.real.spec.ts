import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './desktop-test';
import type { ProjectedStandingsResponse } from '../contracts/api/projected-standings';
import { api } from './players-support';
import { REPLAY_GAMEWEEK } from './replay';

const snapshot = path.resolve(import.meta.dirname, '../../shared/fpl-data/api/2025-26');

/** Matches each club (by short name) played up to the replayed gameweek, read from the snapshot itself. */
function playedBy(): Map<string, number> {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(snapshot, file), 'utf8')) as unknown;
  const fixtures = read('fixtures.json') as Array<{ event: number | null; team_h: number; team_a: number }>;
  const { teams } = read('bootstrap-static.json') as { teams: Array<{ id: number; short_name: string }> };
  const played = fixtures.filter((f) => f.event !== null && f.event <= REPLAY_GAMEWEEK);
  return new Map(
    teams.map((t) => [t.short_name, played.filter((f) => f.team_h === t.id || f.team_a === t.id).length]),
  );
}

test.describe(`Projected Final Standings on 2025-26 replayed as of gameweek ${REPLAY_GAMEWEEK}`, () => {
  test.skip(!fs.existsSync(snapshot), 'needs ../shared/fpl-data/api/2025-26 (the recorded season)');

  test('counts the played matches as actual and the rest as projected, 38 a club', async ({
    page,
    request,
  }) => {
    const data = await api<ProjectedStandingsResponse>(request, '/api/projected-standings');
    const played = playedBy();
    await page.goto('/projected-standings');
    await expect(page.getByTestId('current-gameweek')).toContainText(`GW${REPLAY_GAMEWEEK} of 2025-26`);
    const rows = page.getByRole('table', { name: 'Projected final standings' }).locator('tbody tr');
    await expect(rows).toHaveCount(20);
    for (const [i, r] of data.rows.entries()) {
      const actual = played.get(r.short_name)!;
      expect(r.actual_games, r.short_name).toBe(actual);
      await expect(rows.nth(i).locator('td').nth(9)).toHaveText(`${actual}A + ${38 - actual}P`);
    }
    const title = data.rows.reduce((s, r) => s + r.title_probability, 0);
    expect(title).toBeCloseTo(1, 2);
    const relegation = data.rows.reduce((s, r) => s + r.relegation_probability, 0);
    expect(relegation).toBeCloseTo(3, 2);
  });
});
