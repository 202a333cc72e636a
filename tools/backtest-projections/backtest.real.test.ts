import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchBacktest } from '@contracts/api/match-backtest';
import { assistsPerGoal, rollingOrigin, type PlayedMatch } from '@engine/match-model';
import { playerGameweeks } from '../../server/db/schema/past-seasons';
import { matchesRepository } from '../../server/db/repositories/matches';
import { openImportedSeasons } from '../import-history/test-support/imported-seasons';
import { measureMatchBacktest } from './measure';
import { measureScorelines, type ScorelineBacktest } from './scorelines';
import { completeMatches, snapshotSeasonMatches } from './snapshot-season';
import { measureStandingsBacktest } from './standings';

const vaastav = path.resolve(import.meta.dirname, '../../../shared/fpl-data/vaastav');
const snapshot = path.resolve(import.meta.dirname, '../../../shared/fpl-data/api/2025-26');
// Every vaastav season, 2016-17 to 2025-26: fits and the promoted prior use the earlier ones.
const IMPORTED = Array.from({ length: 10 }, (_, i) => `${2016 + i}-${String(17 + i).padStart(2, '0')}`);
const SCORED = IMPORTED.slice(-5);

/**
 * The gates on the real seasons, measured by the same code as `npm run backtest-projections`:
 * every match predicted by a fit on the matches kicked off before its gameweek only.
 */
describe.skipIf(!existsSync(vaastav) || !existsSync(snapshot))(
  'match model backtest on the real seasons (skipped when ../shared/fpl-data/vaastav or api/2025-26 is absent)',
  { timeout: 600_000 },
  () => {
    let opened: Awaited<ReturnType<typeof openImportedSeasons>>;
    let result: MatchBacktest;
    let scorelines: ScorelineBacktest;
    let matches: PlayedMatch[];
    beforeAll(async () => {
      opened = await openImportedSeasons(vaastav, IMPORTED);
      // vaastav's 2025-26 stops at gameweek 29: the recorded snapshot has the rest (as --snapshot adds it).
      const stored = await matchesRepository(opened.db).played({ seasons: IMPORTED });
      matches = completeMatches(stored, await snapshotSeasonMatches(snapshot));
      const predictions = rollingOrigin(matches, { seasons: SCORED, fit: {} });
      result = measureMatchBacktest(matches, SCORED, new Date(), predictions);
      scorelines = measureScorelines(predictions);
    }, 900_000);
    afterAll(() => opened?.close());

    it('beats the base rates on ranked probability score over 1,900 matches: at most 0.201, also on goals only', () => {
      expect(result.overall.matches).toBe(1900);
      expect(result.goals_only.rps).toBeLessThanOrEqual(0.201);
      expect(result.overall.rps).toBeLessThanOrEqual(0.201);
      expect(result.overall.base_rps - result.overall.rps).toBeGreaterThan(0.025);
      for (const s of result.per_season) expect(s.rps).toBeLessThan(s.base_rps);
    });

    it('scores the goals and xG blend at most 0.198 on 2023-24 to 2025-26, better than goals alone', () => {
      const c = result.target_comparison!;
      expect(c.seasons).toEqual(['2023-24', '2024-25', '2025-26']);
      expect(c.blend_rps).toBeLessThanOrEqual(0.198);
      expect(c.blend_rps).toBeLessThan(c.goals_rps);
    });

    it('is calibrated: expected calibration error at most 0.03, clean-sheet Brier at most 0.178', () => {
      const e = result.calibration_error;
      for (const v of [e.home, e.draw, e.away, e.clean_sheet]) expect(v).toBeLessThanOrEqual(0.03);
      expect(result.clean_sheet_brier).toBeLessThanOrEqual(0.178);
      expect(result.clean_sheet_brier).toBeLessThan(result.clean_sheet_base_brier);
    });

    it("shows scorelines distributed like the model's expectations, at the upset defaults and with them off", () => {
      const { expected, shown, plain, modal } = scorelines;
      for (const figures of [shown, plain]) {
        expect(Math.abs(figures.draws - expected.draws)).toBeLessThanOrEqual(0.04);
        expect(Math.abs(figures.zeros - expected.zeros)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(figures.goalsPerMatch - expected.goalsPerMatch)).toBeLessThanOrEqual(0.2);
        expect(figures.distinctPerHalf).toBeGreaterThanOrEqual(15);
      }
      // The modal scoreline is the accuracy yardstick: the set choice alone keeps 90% of its exact scores.
      expect(plain.exactRate / modal.exactRate).toBeGreaterThanOrEqual(0.9);
      // A quarter of the shown results are draws, each costing the likeliest result's lead over the draw;
      // decision record 0015 measures the ceiling (0.925 with these counts): kept at 0.9 or better.
      expect(shown.outcomeRate / scorelines.likeliestOutcomeRate).toBeGreaterThanOrEqual(0.9);
      expect(modal.draws).toBeLessThan(0.01);
    });

    it('publishes confidence classes whose hit rates rise with the class', () => {
      const [high, medium, low] = result.confidence;
      expect(high!.hit_rate).toBeGreaterThan(medium!.hit_rate);
      expect(medium!.hit_rate).toBeGreaterThan(low!.hit_rate);
      expect(Math.abs(result.outcome_mix.actual.draw - 0.24)).toBeLessThan(0.02);
    });

    it('projects final points within 8.3 / 5.8 / 4.1 from GW10 / 19 / 29, better than points per game; top-4 Brier at GW10 at most 0.09', () => {
      const standings = measureStandingsBacktest(matches, SCORED, new Date());
      expect(standings.seasons).toEqual(SCORED);
      const [gw10, gw19, gw29] = standings.checkpoints;
      expect(standings.checkpoints.map((c) => [c.gameweek, c.clubs])).toEqual([
        [10, 100],
        [19, 100],
        [29, 100],
      ]);
      expect(gw10!.points_mae).toBeLessThanOrEqual(8.3);
      expect(gw19!.points_mae).toBeLessThanOrEqual(5.8);
      expect(gw29!.points_mae).toBeLessThanOrEqual(4.1);
      for (const c of standings.checkpoints) expect(c.points_mae).toBeLessThan(c.baseline_points_mae);
      expect(gw10!.top4_brier).toBeLessThanOrEqual(0.09);
    });

    it('measures about 0.87 assists per team goal in every complete season (not the source app 0.72)', async () => {
      const totals = await opened.db
        .select({
          season: playerGameweeks.season,
          goalsScored: sql<number>`sum(${playerGameweeks.goalsScored})::int`,
          assists: sql<number>`sum(${playerGameweeks.assists})::int`,
          ownGoals: sql<number>`sum(${playerGameweeks.ownGoals})::int`,
        })
        .from(playerGameweeks)
        .groupBy(playerGameweeks.season);
      const complete = totals.filter((t) => t.season !== '2025-26');
      expect(complete).toHaveLength(9);
      for (const t of complete) {
        expect(assistsPerGoal([t])).toBeGreaterThan(0.85);
        expect(assistsPerGoal([t])).toBeLessThan(0.9);
      }
      expect(assistsPerGoal(complete)).toBeCloseTo(0.87, 2);
    });
  },
);
