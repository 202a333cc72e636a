import type { BacktestScore } from '@contracts/api/prices';

export interface Confusion {
  tp: number;
  fp: number;
  fn: number;
}

export const emptyConfusion = (): Confusion => ({ tp: 0, fp: 0, fn: 0 });

/** Adds one sample: did the predictor call this direction, and did it happen? */
export function count(c: Confusion, predicted: boolean, actual: boolean): void {
  if (predicted && actual) c.tp++;
  else if (predicted) c.fp++;
  else if (actual) c.fn++;
}

const ratio = (num: number, den: number) => (den === 0 ? null : Math.round((num / den) * 10_000) / 10_000);

/** Precision, recall and F1 (4 decimals); null where the ratio is 0/0. */
export function score(c: Confusion): BacktestScore {
  return {
    precision: ratio(c.tp, c.tp + c.fp),
    recall: ratio(c.tp, c.tp + c.fn),
    f1: ratio(2 * c.tp, 2 * c.tp + c.fp + c.fn),
    true_positives: c.tp,
    false_positives: c.fp,
    false_negatives: c.fn,
  };
}
