import { describe, expect, it } from 'vitest';
import { hitRates } from './hit-rates';

const row = (shown: [number, number], actual: [number, number]) => ({
  shown: { home: shown[0], away: shown[1] },
  actual: { home: actual[0], away: actual[1] },
});

describe('hit rates of shown scorelines', () => {
  it('counts exact scores and outcomes (a 1-1 shown for a 0-0 is a right outcome, a wrong score)', () => {
    const rows = [row([1, 0], [1, 0]), row([1, 1], [0, 0]), row([2, 1], [0, 3]), row([0, 2], [1, 4])];
    expect(hitRates(rows)).toEqual({ exact: 0.25, outcome: 0.75 });
  });

  it('is 0 without matches', () => {
    expect(hitRates([])).toEqual({ exact: 0, outcome: 0 });
  });
});
