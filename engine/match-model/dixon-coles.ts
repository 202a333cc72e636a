/**
 * Dixon and Coles (1997) low-score correction: the independent Poisson probability of a 0-0, 1-0,
 * 0-1 or 1-1 score is multiplied by tau; every other score keeps its Poisson probability. The
 * corrected matrix still sums to one for any rho inside the bounds below.
 */
export function dixonColesTau(home: number, away: number, homeRate: number, awayRate: number, rho: number) {
  if (home === 0 && away === 0) return 1 - homeRate * awayRate * rho;
  if (home === 0 && away === 1) return 1 + homeRate * rho;
  if (home === 1 && away === 0) return 1 + awayRate * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

export interface RhoObservation {
  homeGoals: number;
  awayGoals: number;
  homeRate: number;
  awayRate: number;
  weight: number;
}

/** Keeps every tau positive for the observed rates (and |rho| modest: the effect is a small correction). */
function rhoBounds(observations: readonly RhoObservation[]): [number, number] {
  let low = -0.3;
  let high = 0.3;
  for (const o of observations) {
    low = Math.max(low, -1 / o.homeRate, -1 / o.awayRate);
    high = Math.min(high, 1 / (o.homeRate * o.awayRate));
  }
  return [low * 0.999, high * 0.999];
}

/**
 * The rho maximising the weighted log-likelihood sum w log tau with the rates held at their Poisson
 * fit (the Poisson part does not depend on rho). Log tau is concave in rho, so Newton's method on the
 * bounded interval finds the maximum.
 */
export function fitRho(observations: readonly RhoObservation[]): number {
  const [low, high] = rhoBounds(observations);
  let rho = 0;
  for (let it = 0; it < 50; it++) {
    let d1 = 0;
    let d2 = 0;
    for (const o of observations) {
      const slope = tauSlope(o);
      if (slope === 0) continue;
      const tau = dixonColesTau(o.homeGoals, o.awayGoals, o.homeRate, o.awayRate, rho);
      d1 += (o.weight * slope) / tau;
      d2 -= (o.weight * slope * slope) / (tau * tau);
    }
    if (d2 === 0) return 0;
    const next = Math.min(high, Math.max(low, rho - d1 / d2));
    if (Math.abs(next - rho) < 1e-10) return next;
    rho = next;
  }
  return rho;
}

/** d tau / d rho (tau is linear in rho). */
function tauSlope(o: RhoObservation): number {
  if (o.homeGoals === 0 && o.awayGoals === 0) return -o.homeRate * o.awayRate;
  if (o.homeGoals === 0 && o.awayGoals === 1) return o.homeRate;
  if (o.homeGoals === 1 && o.awayGoals === 0) return o.awayRate;
  if (o.homeGoals === 1 && o.awayGoals === 1) return -1;
  return 0;
}
