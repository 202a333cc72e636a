import { solveSymmetric } from './cholesky';

/** One observed count: log(rate) is the sum of the parameters at `params` (each with coefficient 1). */
export interface PoissonObservation {
  params: readonly number[];
  /** Observed count; a non-negative real (a goals and xG blend) gives the quasi-Poisson fit. */
  y: number;
  weight: number;
}

export interface PoissonProblem {
  size: number;
  observations: readonly PoissonObservation[];
  /** Ridge precision per parameter (0: not penalised) and the value it shrinks towards. */
  precision: Float64Array;
  priorMean: Float64Array;
  start: Float64Array;
}

export interface PoissonSolution {
  theta: Float64Array;
  iterations: number;
}

/** The minimised objective: sum w (rate - y log rate) + 1/2 sum precision (theta - mean)^2. */
function objective(p: PoissonProblem, theta: Float64Array): number {
  let f = 0;
  for (const o of p.observations) {
    let eta = 0;
    for (const j of o.params) eta += theta[j]!;
    f += o.weight * (Math.exp(eta) - o.y * eta);
  }
  for (let j = 0; j < p.size; j++) f += 0.5 * p.precision[j]! * (theta[j]! - p.priorMean[j]!) ** 2;
  return f;
}

/**
 * Newton's method with step halving on a convex objective (Poisson log-link likelihood plus a ridge
 * prior): the exact gradient and Hessian make it converge in a handful of iterations.
 */
export function solvePoisson(p: PoissonProblem, maxIterations = 50, tolerance = 1e-9): PoissonSolution {
  const n = p.size;
  let theta = Float64Array.from(p.start);
  let f = objective(p, theta);
  for (let it = 1; it <= maxIterations; it++) {
    const grad = new Float64Array(n);
    const hess = new Float64Array(n * n);
    for (let j = 0; j < n; j++) {
      grad[j] = p.precision[j]! * (theta[j]! - p.priorMean[j]!);
      hess[j * n + j] = p.precision[j]!;
    }
    for (const o of p.observations) {
      let eta = 0;
      for (const j of o.params) eta += theta[j]!;
      const rate = Math.exp(eta);
      const g = o.weight * (rate - o.y);
      const h = o.weight * rate;
      for (const i of o.params) {
        grad[i]! += g;
        for (const j of o.params) hess[i * n + j]! += h;
      }
    }
    const step = solveSymmetric(hess, grad, n);
    let scale = 1;
    let next = theta;
    let fNext = f;
    for (let halvings = 0; halvings < 30; halvings++) {
      next = theta.map((t, j) => t - scale * step[j]!);
      fNext = objective(p, next);
      if (fNext <= f) break;
      scale /= 2;
    }
    const improvement = f - fNext;
    theta = next;
    f = fNext;
    if (improvement <= tolerance * (1 + Math.abs(f))) return { theta, iterations: it };
  }
  return { theta, iterations: maxIterations };
}
