import { describe, expect, it } from 'vitest';
import { backtestDaily, type DailySample } from './backtest';
import { count, emptyConfusion, score } from './scores';

const day = (date: string, price: number, cumulativeNet: number, ownership = 1): DailySample => ({
  date,
  price,
  originalPrice: 50,
  cumulativeNet,
  gameweekNet: 0,
  ownership,
  gameweekChange: 0,
});

describe('scores', () => {
  it('gives precision, recall and F1, and null for 0/0', () => {
    const c = emptyConfusion();
    count(c, true, true);
    count(c, true, false);
    count(c, false, true);
    count(c, false, false);
    count(c, true, true);
    // tp 2, fp 1, fn 1: precision 2/3, recall 2/3, F1 4/6
    expect(score(c)).toEqual({
      precision: 0.6667,
      recall: 0.6667,
      f1: 0.6667,
      true_positives: 2,
      false_positives: 1,
      false_negatives: 1,
    });
    expect(score(emptyConfusion())).toMatchObject({ precision: null, recall: null, f1: null });
  });
});

describe('backtestDaily', () => {
  it('scores each night with the counter since the last captured change (10M managers: rise at 150,000)', () => {
    const riser = [
      day('2025-09-01', 50, 0),
      day('2025-09-02', 51, 160_000), // +160,000: predicted and happened
      day('2025-09-03', 51, 200_000), // +40,000 since the change: nothing either way
      day('2025-09-04', 51, 320_000), // +160,000 since the change: predicted, did not happen
      day('2025-09-06', 52, 500_000), // a day missing: not scored
    ];
    // 10% owned: fall at 0.2% of 10M + 5% of 1M = 70,000; -50,000 is not enough, yet it fell
    const faller = [day('2025-09-01', 50, 0, 10), day('2025-09-02', 49, -50_000, 10)];
    const result = backtestDaily([riser, faller], () => 10_000_000);
    expect(result.samples).toBe(4);
    expect(result.rise).toEqual({
      precision: 0.5,
      recall: 1,
      f1: 0.6667,
      true_positives: 1,
      false_positives: 1,
      false_negatives: 0,
    });
    expect(result.fall).toEqual({
      precision: null,
      recall: 0,
      f1: 0,
      true_positives: 0,
      false_positives: 0,
      false_negatives: 1,
    });
  });

  it('skips days without a manager count', () => {
    expect(
      backtestDaily([[day('2025-09-01', 50, 0), day('2025-09-02', 51, 200_000)]], () => null).samples,
    ).toBe(0);
  });
});
