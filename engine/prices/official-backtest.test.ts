import { describe, expect, it } from 'vitest';
import { readOfficialFields } from './official';
import { backtestOfficial, type OfficialSample } from './official-backtest';

const day = (date: string, price: number, fields: Parameters<typeof readOfficialFields>[0] | null) => ({
  date,
  price,
  official: fields === null ? null : readOfficialFields(fields),
});

describe("the game's own figures scored night by night", () => {
  it('counts a projection of 100% or more as a call for that night, and checks it against the next day', () => {
    const series: OfficialSample[][] = [
      [
        // Projected 104% for the next update, and the price rose that night: a right call.
        day('2026-08-20', 50, { price_change_projections: [{ offset: 0, projected_percent: '104' }] }),
        // Only 80% now and no projection: no call; the price rose anyway: a missed rise.
        day('2026-08-21', 51, { price_change_percent: '80' }),
        day('2026-08-22', 52, { price_change_percent: '-120' }),
        // -120%: a fall called, but the price stayed: a false alarm.
        day('2026-08-23', 52, null),
      ],
      [
        // Due, but locked until after the update: not a call; the price did not move.
        day('2026-08-20', 70, {
          price_change_percent: '130',
          price_change_locked_until: '2026-08-22T10:00:00Z',
        }),
        day('2026-08-21', 70, { price_change_percent: '130', price_change_calibrating: true }),
        // Calibrating: not a call either; then a gap of a day: not scored.
        day('2026-08-22', 70, { price_change_percent: '150' }),
        day('2026-08-24', 71, { price_change_percent: '0' }),
      ],
    ];
    const r = backtestOfficial(series);
    // Scored pairs: 20->21, 21->22, 22->23 (first player); 20->21, 21->22 (second); the 23rd has no fields and
    // 22->24 skips a day.
    expect(r.samples).toBe(5);
    expect(r.rise).toMatchObject({ true_positives: 1, false_positives: 0, false_negatives: 1 });
    expect(r.fall).toMatchObject({ true_positives: 0, false_positives: 1, false_negatives: 0 });
  });
});
