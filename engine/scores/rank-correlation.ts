/**
 * Spearman's rank correlation: Pearson's correlation of the two lists' ranks, tied values sharing
 * the mean of the ranks they span (the usual tie correction). Score bands and points are full of ties
 * (most players score 0 to 2 points), so the plain 1 - 6 sum d^2 / (n (n^2 - 1)) formula, which
 * assumes distinct values, would overstate the agreement. Null when either list is constant or
 * shorter than 2, where the coefficient is undefined.
 */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length) throw new RangeError('spearman needs two lists of the same length');
  if (xs.length < 2) return null;
  return pearson(ranks(xs), ranks(ys));
}

/** 1-based ranks, ties given the mean rank of their run. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length).fill(0);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const mean = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) out[order[i]!.index] = mean;
    start = end + 1;
  }
  return out;
}

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  const mx = xs.reduce((s, v) => s + v, 0) / n;
  const my = ys.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}
