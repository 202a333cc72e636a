import { describe, expect, it } from 'vitest';
import { coldTable, percentile } from './table';

describe('bench:cold figures', () => {
  it('reads percentiles by nearest rank', () => {
    const times = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(times, 0.5)).toBe(50);
    expect(percentile(times, 0.99)).toBe(99);
    expect(percentile([700, 5], 0.99)).toBe(700);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('prints one row per endpoint, first, second and after-restart answers rounded to the millisecond', () => {
    const table = coldTable([
      { path: '/api/projected-standings', status: 200, firstMs: 812.4, secondMs: 3.6, restartMs: 95.5 },
    ]);
    expect(table.split('\n')[2]).toBe('| /api/projected-standings | 200 | 812 ms | 4 ms | 96 ms |');
  });
});
