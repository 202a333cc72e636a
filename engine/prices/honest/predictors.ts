import { PRICE_MODEL } from '../model';
import { calibrate, fitIsotonic, type Calibration } from './calibration';
import { fitLogistic, predictLogistic, type LogisticModel } from './logistic';
import { specProgress, type Features, type HonestRow } from './rows';
import { bestF1Threshold } from './threshold';

export type PredictorId = 'model' | 'spec-rule' | 'owner-share' | 'repeat-last' | 'never';

/** A predictor's call for the window after a deadline; probabilities only where it gives them. */
export interface WindowCall {
  rise: boolean;
  fall: boolean;
  riseProbability: number | null;
  fallProbability: number | null;
}

export interface Predictor {
  id: PredictorId;
  /** What it does, with its fitted figures. */
  description: string;
  call(f: Features): WindowCall;
}

const noProbability = { riseProbability: null, fallProbability: null };
const pct = (v: number, digits = 1) => `${(v * 100).toFixed(digits)}%`;

/** The spec's net-transfer rule, its progress calibrated on the fit rows into probabilities. */
export function specRule(fit: readonly HonestRow[]): Predictor & { rise: Calibration; fall: Calibration } {
  const progress = fit.map((r) => specProgress(r.features));
  const rise = fitIsotonic(
    progress,
    fit.map((r) => r.rose),
  );
  const fall = fitIsotonic(
    progress.map((p) => -p),
    fit.map((r) => r.fell),
  );
  return {
    id: 'spec-rule',
    description:
      `The spec's rule: a rise when the net transfers since the last change reach ${pct(PRICE_MODEL.riseShareOfManagers)} ` +
      `of all managers, a fall at ${pct(PRICE_MODEL.fallShareOfManagers)} of managers plus ` +
      `${pct(PRICE_MODEL.fallShareOfOwners, 0)} of the player's owners. Its probability is its progress calibrated (isotonic) on the fit seasons.`,
    rise,
    fall,
    call: (f) => {
      const p = specProgress(f);
      return {
        rise: p >= 100,
        fall: p <= -100,
        riseProbability: calibrate(rise, p),
        fallProbability: calibrate(fall, -p),
      };
    },
  };
}

const ownerShare = (f: Features) => f.lastWindowNet / Math.max(f.owners, 1);

/** Net transfers of the last window as a share of the player's owners, thresholds fitted for F1. */
export function ownerShareRule(fit: readonly HonestRow[]): Predictor {
  const shares = fit.map((r) => ownerShare(r.features));
  const up = bestF1Threshold(
    shares,
    fit.map((r) => r.rose),
  );
  const down = -bestF1Threshold(
    shares.map((s) => -s),
    fit.map((r) => r.fell),
  );
  return {
    id: 'owner-share',
    description: `Last window's net transfers as a share of the player's owners: a rise from ${pct(up)}, a fall from ${pct(down)} (fitted for F1 on the fit seasons).`,
    call: (f) => ({ rise: ownerShare(f) >= up, fall: ownerShare(f) <= down, ...noProbability }),
  };
}

export const repeatLastMove: Predictor = {
  id: 'repeat-last',
  description:
    'Repeat last move: a rise if the price rose in the window that just closed, a fall if it fell.',
  call: (f) => ({ rise: f.lastWindowMove > 0, fall: f.lastWindowMove < 0, ...noProbability }),
};

export const neverChanges: Predictor = {
  id: 'never',
  description: 'Never changes: no change is ever called.',
  call: () => ({ rise: false, fall: false, ...noProbability }),
};

const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The model's inputs, on comparable scales: the spec rule's progress, net transfers as percent of
 * managers and as a share of owners (split by sign: rises and falls respond differently), the last
 * window's move (the game locks a player after changes), the benched proxy for flagged players and
 * its interaction with selling, and ownership.
 */
function modelInputs(f: Features): number[] {
  const lastShare = (f.lastWindowNet / f.managers) * 100;
  const carriedShare = (f.carriedNet / f.managers) * 100;
  const perOwner = clip(f.lastWindowNet / Math.max(f.owners, 100), -1, 1);
  const carriedPerOwner = clip(f.carriedNet / Math.max(f.owners, 100), -1, 1);
  const benched = f.benched ? 1 : 0;
  return [
    1,
    clip(specProgress(f) / 100, -3, 3),
    clip(Math.max(0, lastShare), 0, 20),
    clip(Math.min(0, lastShare), -20, 0),
    clip(carriedShare, -20, 20),
    Math.max(0, perOwner),
    Math.min(0, perOwner),
    f.lastWindowMove > 0 ? 1 : 0,
    f.lastWindowMove < 0 ? 1 : 0,
    Math.abs(f.lastWindowMove) >= 2 ? 1 : 0,
    benched,
    benched * Math.min(0, perOwner),
    Math.min(0, carriedPerOwner),
    Math.max(0, carriedPerOwner),
    Math.sqrt(Math.max(0, -perOwner)),
    benched * clip(Math.min(0, lastShare), -20, 0),
    Math.log10((f.owners / f.managers) * 100 + 0.1),
  ];
}

/**
 * Two logistic regressions (rise / no rise, fall / no fall) on `modelInputs`, their outputs
 * calibrated by isotonic regression and their decision thresholds chosen for F1, all on the fit rows.
 */
export function fitModel(fit: readonly HonestRow[]): Predictor {
  const xs = fit.map((r) => modelInputs(r.features));
  const side = (ys: boolean[]) => {
    const model: LogisticModel = fitLogistic(xs, ys);
    const raw = xs.map((x) => predictLogistic(model, x));
    const calibration = fitIsotonic(raw, ys);
    const threshold = bestF1Threshold(
      raw.map((p) => calibrate(calibration, p)),
      ys,
    );
    return { probability: (x: number[]) => calibrate(calibration, predictLogistic(model, x)), threshold };
  };
  const rise = side(fit.map((r) => r.rose));
  const fall = side(fit.map((r) => r.fell));
  return {
    id: 'model',
    description:
      'Logistic regression on net transfers (as shares of managers and of owners, last window and since the last change), ' +
      `the last window's move, a benched-player flag and ownership; calibrated (isotonic) and thresholds chosen for F1 on the fit seasons: ` +
      `a rise from ${pct(rise.threshold, 0)}, a fall from ${pct(fall.threshold, 0)}.`,
    call: (f) => {
      const x = modelInputs(f);
      const pr = rise.probability(x);
      const pf = fall.probability(x);
      return {
        rise: pr >= rise.threshold && pr >= pf,
        fall: pf >= fall.threshold && pf > pr,
        riseProbability: pr,
        fallProbability: pf,
      };
    },
  };
}
