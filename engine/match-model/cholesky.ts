/**
 * Solves A x = b for a symmetric positive definite A by Cholesky factorisation (A = L L^T), the
 * Newton step of a convex fit. A is given as a dense row-major array of n*n numbers and is not changed.
 */
export function solveSymmetric(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    let diag = a[j * n + j]!;
    for (let k = 0; k < j; k++) diag -= l[j * n + k]! ** 2;
    // A tiny floor keeps a numerically semi-definite matrix (a parameter without data) solvable.
    const ljj = Math.sqrt(Math.max(diag, 1e-12));
    l[j * n + j] = ljj;
    for (let i = j + 1; i < n; i++) {
      let s = a[i * n + j]!;
      for (let k = 0; k < j; k++) s -= l[i * n + k]! * l[j * n + k]!;
      l[i * n + j] = s / ljj;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * n + k]! * y[k]!;
    y[i] = s / l[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k * n + i]! * x[k]!;
    x[i] = s / l[i * n + i]!;
  }
  return x;
}
