import type { PriceDirection } from '../model';
import { count, emptyConfusion, type Confusion } from '../scores';
import { calibrationError, reliability, type Calibration, type ReliabilityBin } from './calibration';
import type { FittedModel } from './fitted-model';
import {
  fitModel,
  neverChanges,
  ownerShareRule,
  repeatLastMove,
  specRule,
  type Predictor,
  type PredictorId,
} from './predictors';
import type { HonestRow } from './rows';

export interface Scores {
  samples: number;
  rise: Confusion;
  fall: Confusion;
  /** Expected calibration error of its probabilities per direction; null for a predictor without any. */
  calibrationError: Record<PriceDirection, number> | null;
}

export interface PredictorResult {
  id: PredictorId;
  description: string;
  fitted: Scores;
  heldOut: Scores;
}

export interface Evaluation {
  predictors: PredictorResult[];
  /** Held-out reliability of each predictor that gives probabilities, per direction. */
  reliability: Array<{ predictor: PredictorId; direction: PriceDirection; bins: ReliabilityBin[] }>;
  /** The spec rule's progress to probability maps (fitted on the fit seasons): the tracker's live chance. */
  progressCalibration: Record<PriceDirection, Calibration>;
  /** The model's fitted parameters (fit seasons only): what the live tracker applies. */
  model: FittedModel;
}

function scoreRows(
  p: Predictor,
  rows: readonly HonestRow[],
): { scores: Scores; bins: Record<PriceDirection, ReliabilityBin[]> | null } {
  const rise = emptyConfusion();
  const fall = emptyConfusion();
  const probs = { rise: [] as number[], fall: [] as number[] };
  for (const r of rows) {
    const c = p.call(r.features);
    count(rise, c.rise, r.rose);
    count(fall, c.fall, r.fell);
    if (c.riseProbability !== null) probs.rise.push(c.riseProbability);
    if (c.fallProbability !== null) probs.fall.push(c.fallProbability);
  }
  const bins =
    probs.rise.length === rows.length && rows.length > 0
      ? {
          rise: reliability(
            probs.rise,
            rows.map((r) => r.rose),
          ),
          fall: reliability(
            probs.fall,
            rows.map((r) => r.fell),
          ),
        }
      : null;
  const calibration = bins ? { rise: calibrationError(bins.rise), fall: calibrationError(bins.fall) } : null;
  return { scores: { samples: rows.length, rise, fall, calibrationError: calibration }, bins };
}

/**
 * Fits every predictor on the fit rows only and scores it on both sets: the held-out figures are
 * the honest ones, the fitted ones show how much fitting flattered it.
 */
export function evaluate(fit: readonly HonestRow[], heldOut: readonly HonestRow[]): Evaluation {
  const spec = specRule(fit);
  const model = fitModel(fit);
  const predictors: Predictor[] = [model, spec, ownerShareRule(fit), repeatLastMove, neverChanges];
  const out: Evaluation = {
    predictors: [],
    reliability: [],
    progressCalibration: { rise: spec.rise, fall: spec.fall },
    model: model.parameters,
  };
  for (const p of predictors) {
    const held = scoreRows(p, heldOut);
    out.predictors.push({
      id: p.id,
      description: p.description,
      fitted: scoreRows(p, fit).scores,
      heldOut: held.scores,
    });
    if (held.bins) {
      out.reliability.push({ predictor: p.id, direction: 'rise', bins: held.bins.rise });
      out.reliability.push({ predictor: p.id, direction: 'fall', bins: held.bins.fall });
    }
  }
  return out;
}

const f1 = (c: Confusion) => (2 * c.tp + c.fp + c.fn === 0 ? 0 : (2 * c.tp) / (2 * c.tp + c.fp + c.fn));

/**
 * Which baselines the model beats on held-out F1 in a direction, and its margin over the best
 * baseline (negative when a baseline does better).
 */
export function modelVersusBaselines(
  e: Evaluation,
  direction: PriceDirection,
): { beats: PredictorId[]; margin: number } {
  const model = e.predictors.find((p) => p.id === 'model');
  if (!model) return { beats: [], margin: 0 };
  const own = f1(model.heldOut[direction]);
  const baselines = e.predictors.filter((p) => p.id !== 'model');
  return {
    beats: baselines.filter((b) => own > f1(b.heldOut[direction])).map((b) => b.id),
    margin: own - Math.max(0, ...baselines.map((b) => f1(b.heldOut[direction]))),
  };
}
