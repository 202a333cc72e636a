import { calibrate, fitIsotonic, type Calibration } from './calibration';
import { fitLogistic, predictLogistic } from './logistic';
import { specProgress, type Features, type HonestRow } from './rows';
import { bestF1Threshold } from './threshold';

/**
 * The model's inputs by name, in the order of `modelInputs`. Stored with a fitted model: a stored
 * model whose names differ was fitted on other inputs and cannot be applied to these.
 */
export const MODEL_INPUT_NAMES = [
  'intercept',
  'rule-progress',
  'window-net-in-share',
  'window-net-out-share',
  'carried-net-share',
  'window-net-in-per-owner',
  'window-net-out-per-owner',
  'window-rose',
  'window-fell',
  'window-moved-twice',
  'flagged',
  'flagged-selling',
  'carried-out-per-owner',
  'carried-in-per-owner',
  'sqrt-window-out-per-owner',
  'flagged-selling-share',
  'log-ownership',
] as const;

const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The model's inputs, on comparable scales: the spec rule's progress, net transfers as percent of
 * managers and as a share of owners (split by sign: rises and falls respond differently), the last
 * window's move (the game locks a player after changes), the flag (in the backtest: did not play)
 * and its interaction with selling, and ownership.
 */
export function modelInputs(f: Features): number[] {
  const lastShare = (f.lastWindowNet / f.managers) * 100;
  const carriedShare = (f.carriedNet / f.managers) * 100;
  const perOwner = clip(f.lastWindowNet / Math.max(f.owners, 100), -1, 1);
  const carriedPerOwner = clip(f.carriedNet / Math.max(f.owners, 100), -1, 1);
  const flagged = f.benched ? 1 : 0;
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
    flagged,
    flagged * Math.min(0, perOwner),
    Math.min(0, carriedPerOwner),
    Math.max(0, carriedPerOwner),
    Math.sqrt(Math.max(0, -perOwner)),
    flagged * clip(Math.min(0, lastShare), -20, 0),
    Math.log10((f.owners / f.managers) * 100 + 0.1),
  ];
}

/** One direction of the fitted model: logistic weights, their isotonic calibration, the call threshold. */
export interface FittedSide {
  weights: number[];
  calibration: Calibration;
  /** The calibrated chance from which the change is called; null when no threshold called any right. */
  threshold: number | null;
}

export interface FittedModel {
  inputs: readonly string[];
  rise: FittedSide;
  fall: FittedSide;
}

function fitSide(xs: number[][], ys: boolean[]): FittedSide {
  const { weights } = fitLogistic(xs, ys);
  const calibration = fitIsotonic(
    xs.map((x) => predictLogistic({ weights }, x)),
    ys,
  );
  const chances = xs.map((x) => calibrate(calibration, predictLogistic({ weights }, x)));
  const threshold = bestF1Threshold(chances, ys);
  return { weights, calibration, threshold: Number.isFinite(threshold) ? threshold : null };
}

/**
 * Two logistic regressions (rise / no rise, fall / no fall) on `modelInputs`, their outputs
 * calibrated by isotonic regression and their decision thresholds chosen for F1, all on the fit rows.
 */
export function fitModelParameters(fit: readonly HonestRow[]): FittedModel {
  const xs = fit.map((r) => modelInputs(r.features));
  return {
    inputs: MODEL_INPUT_NAMES,
    rise: fitSide(
      xs,
      fit.map((r) => r.rose),
    ),
    fall: fitSide(
      xs,
      fit.map((r) => r.fell),
    ),
  };
}

/** True when a stored model was fitted on the inputs `modelInputs` builds now. */
export function appliesToCurrentInputs(m: FittedModel): boolean {
  const n = MODEL_INPUT_NAMES.length;
  return (
    m.inputs.length === n &&
    m.inputs.every((name, i) => name === MODEL_INPUT_NAMES[i]) &&
    m.rise.weights.length === n &&
    m.fall.weights.length === n
  );
}

export interface ModelCall {
  /** Calibrated chances of a rise and of a fall before the next deadline. */
  rise: number;
  fall: number;
  /** The direction called, if any: the likelier one, when it reaches its threshold. */
  called: 'rise' | 'fall' | null;
}

export function modelCall(m: FittedModel, f: Features): ModelCall {
  const x = modelInputs(f);
  const rise = calibrate(m.rise.calibration, predictLogistic(m.rise, x));
  const fall = calibrate(m.fall.calibration, predictLogistic(m.fall, x));
  const reaches = (p: number, t: number | null) => t !== null && p >= t;
  const called =
    reaches(rise, m.rise.threshold) && rise >= fall
      ? 'rise'
      : reaches(fall, m.fall.threshold) && fall > rise
        ? 'fall'
        : null;
  return { rise, fall, called };
}
