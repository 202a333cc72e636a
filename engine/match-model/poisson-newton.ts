import { solveSymmetric } from './cholesky';

/**
 * Observed counts whose log rate is a sum of parameters (each with coefficient 1), stored flat so a
 * fit allocates little: observation i uses params[i*width .. i*width+width-1], where -1 marks an
 * unused slot.
 */
export interface PoissonObservations {
  width: number;
  params: Int32Array;
  /** Observed counts; a non-negative real (a goals and xG blend) gives the quasi-Poisson fit. */
  y: Float64Array;
  weight: Float64Array;
}

export interface PoissonProblem {
  size: number;
  observations: PoissonObservations;
  /** Ridge precision per parameter (0: not penalised) and the value it shrinks towards. */
  precision: Float64Array;
  priorMean: Float64Array;
  start: Float64Array;
}

export interface PoissonSolution {
  theta: Float64Array;
  iterations: number;
}

/** Linear predictor (log rate) of observation i. */
export function logRate(o: PoissonObservations, theta: Float64Array, i: number): number {
  let eta = 0;
  for (let k = i * o.width; k < (i + 1) * o.width; k++) {
    const j = o.params[k]!;
    if (j >= 0) eta += theta[j]!;
  }
  return eta;
}

/** The minimised objective: sum w (rate - y log rate) + 1/2 sum precision (theta - mean)^2. */
function objective(p: PoissonProblem, theta: Float64Array): number {
  const o = p.observations;
  let f = 0;
  for (let i = 0; i < o.y.length; i++) {
    const eta = logRate(o, theta, i);
    f += o.weight[i]! * (Math.exp(eta) - o.y[i]! * eta);
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
  const o = p.observations;
  let theta = Float64Array.from(p.start);
  let f = objective(p, theta);
  const grad = new Float64Array(n);
  const hess = new Float64Array(n * n);
  for (let it = 1; it <= maxIterations; it++) {
    hess.fill(0);
    for (let j = 0; j < n; j++) {
      grad[j] = p.precision[j]! * (theta[j]! - p.priorMean[j]!);
      hess[j * n + j] = p.precision[j]!;
    }
    for (let i = 0; i < o.y.length; i++) {
      const rate = Math.exp(logRate(o, theta, i));
      const g = o.weight[i]! * (rate - o.y[i]!);
      const h = o.weight[i]! * rate;
      const from = i * o.width;
      for (let a = from; a < from + o.width; a++) {
        const r = o.params[a]!;
        if (r < 0) continue;
        grad[r]! += g;
        for (let b = from; b < from + o.width; b++) {
          const c = o.params[b]!;
          if (c >= 0) hess[r * n + c]! += h;
        }
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
