import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTAIN_REFERENCES,
  backtestSeason,
  labelSummary,
  positionReferences,
  rankCorrelations,
  type BacktestRow,
  TRANSFER_REFERENCES,
} from '@engine/scores';
import { loadBacktestSeason } from './load';
import { CAPTAIN_LABELS, REFERENCE_QUANTILE, TRANSFER_LABELS } from './report';

const dir = path.resolve(import.meta.dirname, '../../../shared/fpl-data/vaastav');
const SEASONS = ['2023-24', '2024-25'];
const present = SEASONS.every((s) => existsSync(path.join(dir, s, 'gws', 'merged_gw.csv')));

/** What `npm run backtest-scores` measures, asserted: the labels order the points that followed. */
describe.skipIf(!present)(
  'label backtest on 2023-24 and 2024-25 (skipped when ../shared/fpl-data/vaastav/<season>/gws/merged_gw.csv is absent)',
  { timeout: 300_000 },
  () => {
    const rows: BacktestRow[] = [];
    let candidates: BacktestRow[] = [];
    beforeAll(async () => {
      for (const s of SEASONS) rows.push(...backtestSeason(s, await loadBacktestSeason(dir, s), 2, 38));
      candidates = rows.filter((r) => r.captainCandidate);
    }, 300_000);

    const means = (
      list: readonly BacktestRow[],
      pick: (r: BacktestRow) => { label: string; score: number },
      labels: readonly string[],
    ) => labelSummary(list, pick, labels).map((s) => s.meanPoints);
    const descending = (values: readonly number[]) => values.every((v, i) => i === 0 || v < values[i - 1]!);

    it('uses the references the backtest measures (95th percentile of regular starters)', () => {
      const round3 = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);
      expect(positionReferences(rows, (r) => r.captainSum, REFERENCE_QUANTILE).map(round3)).toEqual([
        ...CAPTAIN_REFERENCES,
      ]);
      expect(positionReferences(rows, (r) => r.transferSum, REFERENCE_QUANTILE).map(round3)).toEqual([
        ...TRANSFER_REFERENCES,
      ]);
    });

    it('orders mean next-gameweek points by captain label once rescaled, which the spec scale did not', () => {
      // Measured: spec scale Essential 4.11, Strong Pick 3.48, Good Option 3.63 (out of order).
      expect(descending(means(candidates, (r) => r.captain.rescaled, CAPTAIN_LABELS))).toBe(true);
      expect(descending(means(candidates, (r) => r.captain.spec, CAPTAIN_LABELS))).toBe(false);
    });

    it('orders mean next-gameweek and next-three-gameweek points by transfer label', () => {
      expect(descending(means(rows, (r) => r.transfer.rescaled, TRANSFER_LABELS))).toBe(true);
      const ahead = labelSummary(rows, (r) => r.transfer.rescaled, TRANSFER_LABELS).map(
        (s) => s.meanPointsAhead ?? 0,
      );
      expect(descending(ahead)).toBe(true);
    });

    it('ranks captains better after the rescale, and transfers as well within 0.001', () => {
      const rho = (list: readonly BacktestRow[], score: (r: BacktestRow) => number) =>
        rankCorrelations(list, score);
      const captainSpec = rho(candidates, (r) => r.captain.spec.score);
      const captainRescaled = rho(candidates, (r) => r.captain.rescaled.score);
      // Measured 0.302 -> 0.478: keepers and defenders no longer all tie at the bottom.
      expect(captainRescaled.overall!).toBeGreaterThan(captainSpec.overall! + 0.1);
      captainRescaled.byPosition.forEach((v, i) =>
        expect(v!).toBeGreaterThanOrEqual(captainSpec.byPosition[i]! - 0.001),
      );
      const transferSpec = rho(rows, (r) => r.transfer.spec.score);
      const transferRescaled = rho(rows, (r) => r.transfer.rescaled.score);
      // Measured 0.6459 -> 0.6456; within a position the stretch keeps the order, so rho is unchanged.
      expect(transferRescaled.overall!).toBeGreaterThan(transferSpec.overall! - 0.001);
      transferRescaled.byPosition.forEach((v, i) => expect(v!).toBeCloseTo(transferSpec.byPosition[i]!, 3));
    });
  },
);
