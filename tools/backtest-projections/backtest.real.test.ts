import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchBacktest } from '@contracts/api/match-backtest';
import { matchesRepository } from '../../server/db/repositories/matches';
import { testDatabases } from '../../server/db/testing';
import { importSeasons } from '../import-history/import';
import { dirSource } from '../import-history/source';
import { measureMatchBacktest } from './measure';

const vaastav = path.resolve(import.meta.dirname, '../../../shared/fpl-data/vaastav');
const IMPORTED = [
  '2016-17',
  '2017-18',
  '2018-19',
  '2019-20',
  '2020-21',
  '2021-22',
  '2022-23',
  '2023-24',
  '2024-25',
  '2025-26',
];
const SCORED = ['2021-22', '2022-23', '2023-24', '2024-25', '2025-26'];

/**
 * The gates on the real seasons, measured by the same code as `npm run backtest-projections`:
 * every match predicted by a fit on the matches kicked off before its gameweek only.
 */
describe.skipIf(!existsSync(vaastav))(
  'match model backtest on the real seasons (skipped when ../shared/fpl-data/vaastav is absent)',
  { timeout: 600_000 },
  () => {
    const pglite = testDatabases()[0]!;
    let opened: Awaited<ReturnType<typeof pglite.open>>;
    let result: MatchBacktest;
    beforeAll(async () => {
      opened = await pglite.open();
      await importSeasons(opened.db, dirSource(vaastav), IMPORTED);
      const matches = await matchesRepository(opened.db).played({ seasons: IMPORTED });
      result = measureMatchBacktest(matches, SCORED, new Date());
    }, 900_000);
    afterAll(() => opened?.close());

    it('beats the base rates on ranked probability score: at most 0.201 overall', () => {
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

    it('publishes confidence classes whose hit rates rise with the class', () => {
      const [high, medium, low] = result.confidence;
      expect(high!.hit_rate).toBeGreaterThan(medium!.hit_rate);
      expect(medium!.hit_rate).toBeGreaterThan(low!.hit_rate);
      expect(Math.abs(result.outcome_mix.actual.draw - 0.24)).toBeLessThan(0.02);
    });
  },
);
