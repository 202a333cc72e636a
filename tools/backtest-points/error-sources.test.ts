import { describe, expect, it } from 'vitest';
import { errorSourceLines, errorSources } from './error-sources';
import type { BacktestRecord } from './measure';

const rec = (season: string, minutes: number, actual: number, model: number): BacktestRecord => ({
  season,
  gameweek: 10,
  code: 1,
  actual,
  minutes,
  model,
  lastFive: 0,
  xp: null,
  xpBefore: null,
  sixty: null,
});

describe('errorSources', () => {
  // Squared errors: absence 4, short spell 1, full matches 9 and 0 (total 14; the other season 0).
  const records = [
    rec('2023-24', 0, 0, 2),
    rec('2023-24', 30, 1, 2),
    rec('2023-24', 90, 9, 6),
    rec('2023-24', 90, 2, 2),
    rec('2024-25', 90, 2, 2),
  ];

  it('splits the squared error by the minutes played and scores known absences as 0', () => {
    const [first, second] = errorSources(records, ['2023-24', '2024-25']);
    expect(first).toEqual({
      season: '2023-24',
      rows: 4,
      bands: [
        { band: 'no minutes', rows: 1, share: 4 / 14 },
        { band: '1-59 minutes', rows: 1, share: 1 / 14 },
        { band: '60+ minutes', rows: 2, share: 9 / 14 },
      ],
      // The absence's error of 4 goes: (1 + 9 + 0 + 0) / 4 rows.
      knownAbsences: Math.sqrt(10 / 4),
    });
    expect(second!.bands.map((b) => b.share)).toEqual([0, 0, 0]);
  });

  it('prints each band with its rows and share, and the ceiling labelled as not a forecast', () => {
    const lines = errorSourceLines(errorSources(records, ['2023-24']));
    expect(lines[1]).toBe(
      '  2023-24: no minutes 1 rows 28.6%, 1-59 minutes 1 rows 7.1%, 60+ minutes 2 rows 64.3%',
    );
    expect(lines[2]).toContain('RMSE 1.581 had every absence been known before the deadline');
    expect(lines[2]).toContain('not a forecast');
  });
});
