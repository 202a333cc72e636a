import { describe, expect, it } from 'vitest';
import type { BacktestRecord } from './measure';
import { compare, confidenceBands, summarize } from './summary';

const rec = (
  actual: number,
  model: number,
  xp: number | null,
  over: Partial<BacktestRecord> = {},
): BacktestRecord => ({
  season: '2024-25',
  gameweek: 33,
  code: 1,
  actual,
  minutes: actual === 0 ? 0 : 90,
  model,
  lastFive: 2,
  xp,
  xpBefore: xp,
  sixty: null,
  ...over,
});

describe('compare', () => {
  it('scores the model, the last-five average and both xP figures on the rows that have both', () => {
    // Errors: model 1 and 3, last five 0 and 4 (actuals 2 and 6), xP 0 and 2, xP before 1 and 3.
    const c = compare([
      rec(2, 3, 2, { xpBefore: 1 }),
      rec(6, 3, 4, { xpBefore: 3 }),
      rec(9, 9, null),
      rec(5, 1, 5, { xpBefore: null }),
    ]);
    expect(c).toEqual({
      rows: 2,
      model: Math.sqrt(5),
      last_five: Math.sqrt(8),
      xp: Math.sqrt(2),
      xp_before: Math.sqrt(5),
    });
  });

  it('scores every row and gives xP null where no row has one (invented seasons)', () => {
    expect(compare([rec(2, 3, null)])).toEqual({
      rows: 1,
      model: 1,
      last_five: 0,
      xp: null,
      xp_before: null,
    });
    expect(compare([])).toEqual({ rows: 0, model: null, last_five: null, xp: null, xp_before: null });
  });
});

describe('confidenceBands', () => {
  it('gives the share within 2 points per projected band, negatives in the first', () => {
    const bands = confidenceBands([rec(0, -0.2, 0), rec(5, 0.5, 0), rec(3, 1.5, 0), rec(12, 6.5, 0)]);
    expect(bands[0]).toEqual({ from: 0, to: 1, rows: 2, within_two: 0.5 });
    expect(bands[1]).toEqual({ from: 1, to: 2, rows: 1, within_two: 1 });
    expect(bands.at(-1)).toEqual({ from: 6, to: null, rows: 1, within_two: 0 });
  });
});

describe('summarize', () => {
  it('splits the late window into the spec buckets and reads the minutes Brier per season', () => {
    const records = [
      rec(0, 0.5, 0.2),
      rec(2, 2, 2, { sixty: { p: 0.8, lastMatch: 1, happened: 1 } }),
      rec(4, 3, 3, { gameweek: 10, sixty: { p: 0.6, lastMatch: 1, happened: 0 } }),
      rec(7, 4, 5),
    ];
    const b = summarize(records, ['2024-25'], 2, new Date('2025-06-01T00:00:00Z'));
    expect(b.measured_at).toBe('2025-06-01T00:00:00.000Z');
    expect(b.late_window?.buckets.zeros).toMatchObject({ rows: 1, model: 0.5 });
    expect(b.late_window?.buckets.blanks).toMatchObject({ rows: 1, model: 0 });
    // The gameweek 10 ticker is outside GW32-38.
    expect(b.late_window?.buckets.tickers.rows).toBe(0);
    expect(b.overall.buckets.tickers).toMatchObject({ rows: 1, model: 1 });
    expect(b.overall.hauls).toMatchObject({ rows: 1, model: 3, xp: 2 });
    expect(b.overall.within_two).toBe(0.75);
    const minutes = b.per_season[0]!.minutes_brier;
    expect(minutes.rows).toBe(2);
    expect(minutes.model).toBeCloseTo((0.04 + 0.36) / 2, 10);
    expect(minutes.last_match).toBe(0.5);
  });
});
