import { describe, expect, it } from 'vitest';
import { createSnapshotSource } from '../../fpl/snapshot-source';
import { modelServices } from '../test-support/model-services';
import { hasRecordedSeason, RECORDED_SEASON_DIR } from '../../fpl/test-support/recorded-season';

/**
 * The recorded 2025-26 season, finished: every match counts as it ended, whatever the model says
 * (the fit here has no past seasons: its odds are the league average).
 */
describe.skipIf(!hasRecordedSeason)(
  'projections on the recorded 2025-26 season (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  () => {
    const fpl = createSnapshotSource(RECORDED_SEASON_DIR);
    const service = modelServices({ fpl, now: () => new Date('2026-06-01T00:00:00Z') }).projections;
    const all = { start_gw: 1, end_gw: 38 };

    it('counts the season as played: actual scores, results and goals, balanced league-wide', async () => {
      const fixtures = (await fpl.fixtures()).data;
      const goals = fixtures.reduce((s, f) => s + (f.team_h_score ?? 0) + (f.team_a_score ?? 0), 0);
      const results = await service.resultsProjections(all);
      expect(results.matches).toHaveLength(380);
      expect(results.matches.every((m) => m.finished && m.actual_home_score !== null)).toBe(true);

      const tables = await service.teamCombined(all);
      expect(tables.total_goals_scored).toBe(goals);
      expect(tables.goals_scored.reduce((s, r) => s + r.season_total, 0)).toBe(goals);
      expect(tables.perfect_balance).toBe(true);
      expect(tables.goals_scored.every((r) => r.season_matches === 38)).toBe(true);

      const matches = await service.matchProjections(all);
      const sides = matches.gameweeks.flatMap((g) => g.matches.flatMap((m) => [m.home, m.away]));
      expect(new Set(sides.map((s) => s.result))).toEqual(new Set(['win', 'loss', 'draw']));
    });

    it('shows the blank gameweek 31 and the double gameweek 33 in the team tables', async () => {
      const cs = await service.teamCleanSheets({ start_gw: 31, end_gw: 33 });
      const counts = cs.rows.map((r) => r.gameweeks.map((c) => c.match_count));
      expect(counts.some(([gw31]) => gw31 === 0)).toBe(true);
      expect(counts.some(([, , gw33]) => gw33 === 2)).toBe(true);
      expect(
        cs.rows
          .flatMap((r) => r.gameweeks)
          .every((c) => c.value === null || (c.value >= 0 && c.value <= 100)),
      ).toBe(true);
    });

    it('opens on the last gameweek once the season is over', async () => {
      const body = await service.teamAssists({});
      expect([body.start_gw, body.end_gw]).toEqual([38, 38]);
    });
  },
);
