/**
 * Isotonic regression (pool adjacent violators): the non-decreasing step function of a score that
 * is closest in squared error to the observed outcomes, used to turn a score into a probability.
 */
export interface Calibration {
  /** Upper score bound of each step, ascending, and the probability on that step. */
  steps: Array<{ upTo: number; probability: number }>;
}

export function fitIsotonic(scores: readonly number[], outcomes: readonly boolean[]): Calibration {
  const order = scores.map((s, i) => [s, outcomes[i] ? 1 : 0] as const).sort((a, b) => a[0] - b[0]);
  const blocks: Array<{ sum: number; n: number; upTo: number }> = [];
  for (const [score, y] of order) {
    const last = blocks.at(-1);
    if (last && last.upTo === score) {
      last.sum += y;
      last.n++;
    } else blocks.push({ sum: y, n: 1, upTo: score });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      // Equal neighbours are pooled too: the same fit, fewer steps to store.
      if (a.sum / a.n < b.sum / b.n) break;
      blocks.splice(blocks.length - 2, 2, { sum: a.sum + b.sum, n: a.n + b.n, upTo: b.upTo });
    }
  }
  return { steps: blocks.map((b) => ({ upTo: b.upTo, probability: b.sum / b.n })) };
}

/** The probability of the first step whose bound is at or above the score (the last step beyond). */
export function calibrate(c: Calibration, score: number): number {
  let lo = 0;
  let hi = c.steps.length - 1;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((c.steps[mid] as { upTo: number }).upTo >= score) hi = mid;
    else lo = mid + 1;
  }
  return (c.steps[lo] as { probability: number }).probability;
}

export interface ReliabilityBin {
  /** Predicted probability range [from, to). */
  from: number;
  to: number;
  count: number;
  /** Mean predicted probability in the bin, and the share that happened. */
  predicted: number;
  observed: number;
}

/** Predicted against observed in equal-width bins of predicted probability; empty bins left out. */
export function reliability(
  probabilities: readonly number[],
  outcomes: readonly boolean[],
  bins = 10,
): ReliabilityBin[] {
  const acc = Array.from({ length: bins }, () => ({ n: 0, p: 0, y: 0 }));
  probabilities.forEach((p, i) => {
    const b = acc[Math.min(bins - 1, Math.floor(p * bins))]!;
    b.n++;
    b.p += p;
    b.y += outcomes[i] ? 1 : 0;
  });
  return acc.flatMap((b, i) =>
    b.n === 0
      ? []
      : [{ from: i / bins, to: (i + 1) / bins, count: b.n, predicted: b.p / b.n, observed: b.y / b.n }],
  );
}

/** Expected calibration error: the count-weighted mean gap between predicted and observed per bin. */
export function calibrationError(bins: readonly ReliabilityBin[]): number {
  const total = bins.reduce((a, b) => a + b.count, 0);
  return total === 0
    ? 0
    : bins.reduce((a, b) => a + (b.count / total) * Math.abs(b.predicted - b.observed), 0);
}
