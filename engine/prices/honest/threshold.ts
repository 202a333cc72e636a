/**
 * The score threshold that maximises F1 when "score >= threshold" calls the event, over every
 * distinct score (an exact sweep from the highest score down). Infinity when no threshold calls
 * anything right (no positives).
 */
export function bestF1Threshold(scores: readonly number[], outcomes: readonly boolean[]): number {
  const order = scores.map((s, i) => [s, outcomes[i] === true] as const).sort((a, b) => b[0] - a[0]);
  const positives = order.filter(([, y]) => y).length;
  let tp = 0;
  let called = 0;
  let best = { f1: 0, threshold: Infinity };
  for (let i = 0; i < order.length; i++) {
    const [score, y] = order[i] as readonly [number, boolean];
    called++;
    if (y) tp++;
    const next = order[i + 1];
    if (next && next[0] === score) continue;
    const f1 = (2 * tp) / (called + positives);
    if (f1 > best.f1) best = { f1, threshold: score };
  }
  return best.threshold;
}
