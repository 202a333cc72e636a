/**
 * Ranked probability score of one forecast over ordered outcomes (Epstein 1969): the mean over the
 * first r-1 categories of the squared difference between cumulative forecast and cumulative outcome.
 * 0 is a certain, correct forecast; for home/draw/away the order is home, draw, away.
 */
export function rankedProbabilityScore(probabilities: readonly number[], outcome: number): number {
  let cumP = 0;
  let cumO = 0;
  let sum = 0;
  for (let i = 0; i < probabilities.length - 1; i++) {
    cumP += probabilities[i]!;
    cumO += i === outcome ? 1 : 0;
    sum += (cumP - cumO) ** 2;
  }
  return sum / (probabilities.length - 1);
}

/** Mean squared difference between probabilities and what happened (1 or 0). */
export function brierScore(probabilities: readonly number[], happened: readonly boolean[]): number {
  if (probabilities.length === 0) return NaN;
  let sum = 0;
  probabilities.forEach((p, i) => (sum += (p - (happened[i] ? 1 : 0)) ** 2));
  return sum / probabilities.length;
}

/**
 * Expected calibration error: forecasts binned by probability into equal-width bins; the mean over
 * forecasts of |mean forecast - observed frequency| of their bin (Naeini et al. 2015).
 */
export function expectedCalibrationError(
  probabilities: readonly number[],
  happened: readonly boolean[],
  bins = 10,
): number {
  if (probabilities.length === 0) return NaN;
  const sumP = new Array<number>(bins).fill(0);
  const sumY = new Array<number>(bins).fill(0);
  const count = new Array<number>(bins).fill(0);
  probabilities.forEach((p, i) => {
    const b = Math.min(bins - 1, Math.max(0, Math.floor(p * bins)));
    sumP[b]! += p;
    sumY[b]! += happened[i] ? 1 : 0;
    count[b]! += 1;
  });
  let error = 0;
  for (let b = 0; b < bins; b++) error += Math.abs(sumP[b]! - sumY[b]!);
  return error / probabilities.length;
}
