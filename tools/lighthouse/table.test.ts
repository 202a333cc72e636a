import { describe, expect, it } from 'vitest';
import { lighthouseTable, medianRun, type RouteScores } from './table';

const run = (performance: number | null, tbtMs: number): RouteScores => ({
  route: '/fixtures',
  performance,
  accessibility: 1,
  lcpMs: 2400,
  tbtMs,
  cls: 0,
  failing: [],
  problem: null,
});

describe('medianRun', () => {
  it('reports the run with the median performance score, whatever the order', () => {
    expect(medianRun([run(0.97, 40), run(0.88, 300), run(0.93, 120)])).toEqual(run(0.93, 120));
  });

  it('leaves out runs Lighthouse could not score, and takes the lower middle of an even count', () => {
    expect(medianRun([run(null, 0), run(0.96, 50), run(0.9, 200)])).toEqual(run(0.9, 200));
    expect(medianRun([run(null, 0)])).toBeNull();
  });
});

describe('lighthouseTable', () => {
  it('prints scores in percent, LCP in seconds, TBT in milliseconds and a dash where none was computed', () => {
    expect(
      lighthouseTable([run(0.934, 123.4), run(null, 0)])
        .split('\n')
        .slice(2),
    ).toEqual([
      '| /fixtures | 93 | 100 | 2.4 s | 123 ms | 0.00 |',
      '| /fixtures | - | 100 | 2.4 s | 0 ms | 0.00 |',
    ]);
  });

  it('says beside a missing score why Lighthouse gave none', () => {
    const failed = { ...run(null, 0), lcpMs: null, problem: 'NO_LCP' };
    expect(lighthouseTable([failed]).split('\n')[2]).toBe(
      '| /fixtures | - (NO_LCP) | 100 | - | 0 ms | 0.00 |',
    );
  });
});
