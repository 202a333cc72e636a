import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './desktop-test';
import {
  byPlayer,
  expectPointsLeader,
  firstRow,
  gameweeksOf,
  horizons,
  leader,
  sum,
} from './openfpl-support';
import { SHOTS } from './players-support';
import { REPLAY_GAMEWEEK } from './replay';

// The `replay` project: the recorded 2025-26 season as at the end of gameweek REPLAY_GAMEWEEK.
const realData = path.resolve(import.meta.dirname, '../../shared/fpl-data/api/2025-26');

test.describe('Open FPL Projections on the real season replayed mid-season', () => {
  test.skip(!fs.existsSync(realData), 'needs ../shared/fpl-data/api/2025-26 (the recorded season)');

  test('projects the six gameweeks after the replayed one; the leading row shows the API figures', async ({
    page,
    request,
  }) => {
    // The first request fits the points model cold on the replayed season (about 15 s alone, more
    // with the other browser projects running beside it).
    test.setTimeout(120_000);
    const answers = await horizons(request);
    const gws = gameweeksOf(answers);
    expect(gws).toEqual([1, 2, 3, 4, 5, 6].map((i) => REPLAY_GAMEWEEK + i));
    const rows = byPlayer(answers);
    await page.goto('/openfpl-projections');
    await expectPointsLeader(page, rows, gws);
    await page.getByRole('tab', { name: 'Assists' }).click();
    const assists = leader(rows, (r) => sum(r, gws, 'predicted_assists'));
    await expect(firstRow(page, 'assists').locator('th')).toContainText(assists.first.player_name);
    await page.screenshot({ path: `${SHOTS}/openfpl-replay-desktop.png`, fullPage: true });
  });
});
