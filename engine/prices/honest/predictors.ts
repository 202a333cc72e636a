import { PRICE_MODEL } from '../model';
import { calibrate, fitIsotonic, type Calibration } from './calibration';
import { fitModelParameters, modelCall, type FittedModel } from './fitted-model';
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

/** The fitted model as a predictor: its stored parameters are what the live tracker applies. */
export function fitModel(fit: readonly HonestRow[]): Predictor & { parameters: FittedModel } {
  const parameters = fitModelParameters(fit);
  const threshold = (t: number | null) => (t === null ? 'never' : `from ${pct(t, 0)}`);
  return {
    id: 'model',
    description:
      'Logistic regression on net transfers (as shares of managers and of owners, last window and since the last change), ' +
      `the last window's move, a benched-player flag and ownership; calibrated (isotonic) and thresholds chosen for F1 on the fit seasons: ` +
      `a rise ${threshold(parameters.rise.threshold)}, a fall ${threshold(parameters.fall.threshold)}.`,
    parameters,
    call: (f) => {
      const c = modelCall(parameters, f);
      return {
        rise: c.called === 'rise',
        fall: c.called === 'fall',
        riseProbability: c.rise,
        fallProbability: c.fall,
      };
    },
  };
}
