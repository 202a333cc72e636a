/**
 * L2-regularised logistic regression fitted by Newton's method (iteratively reweighted least
 * squares): maximise sum(y log p + (1-y) log(1-p)) - lambda/2 |w|^2 with p = 1/(1+exp(-w.x)).
 * The first feature of every row should be a constant 1 (the intercept, not penalised).
 */
export interface LogisticModel {
  weights: number[];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function predictLogistic(model: LogisticModel, x: readonly number[]): number {
  let z = 0;
  for (let j = 0; j < model.weights.length; j++) z += (model.weights[j] as number) * (x[j] as number);
  return sigmoid(z);
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A small and positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const p = m[c]![c]!;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / p;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

export function fitLogistic(
  xs: ReadonlyArray<readonly number[]>,
  ys: readonly boolean[],
  options: { lambda?: number; iterations?: number } = {},
): LogisticModel {
  const lambda = options.lambda ?? 1;
  const d = xs[0]?.length ?? 0;
  let w = new Array<number>(d).fill(0);
  for (let it = 0; it < (options.iterations ?? 30); it++) {
    const grad = w.map((wj, j) => (j === 0 ? 0 : -lambda * wj));
    const hess = Array.from({ length: d }, (_, i) =>
      Array.from({ length: d }, (_, j) => (i === j && i > 0 ? lambda : 0)),
    );
    for (let r = 0; r < xs.length; r++) {
      const x = xs[r] as readonly number[];
      const p = predictLogistic({ weights: w }, x);
      const err = (ys[r] ? 1 : 0) - p;
      const s = Math.max(p * (1 - p), 1e-9);
      for (let i = 0; i < d; i++) {
        const xi = x[i] as number;
        grad[i]! += err * xi;
        const row = hess[i]!;
        for (let j = 0; j <= i; j++) row[j]! += s * xi * (x[j] as number);
      }
    }
    for (let i = 0; i < d; i++) for (let j = 0; j < i; j++) hess[j]![i] = hess[i]![j]!;
    const step = solve(hess, grad);
    w = w.map((wj, j) => wj + (step[j] as number));
    if (step.every((s) => Math.abs(s) < 1e-7)) break;
  }
  return { weights: w };
}
