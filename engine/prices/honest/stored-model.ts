import type { FittedModelParameters } from '@contracts/api/prices';
import type { FittedModel, FittedSide } from './fitted-model';

/** The fitted model as a backtest run stores it (the contract's field names). */
export function storedModel(m: FittedModel): FittedModelParameters {
  const side = (s: FittedSide) => ({
    weights: s.weights,
    calibration: s.calibration.steps.map((c) => ({ up_to: c.upTo, probability: c.probability })),
    threshold: s.threshold,
  });
  return { inputs: [...m.inputs], rise: side(m.rise), fall: side(m.fall) };
}

/** The stored parameters back as the engine's model. */
export function modelFromStored(p: FittedModelParameters): FittedModel {
  const side = (s: FittedModelParameters['rise']): FittedSide => ({
    weights: s.weights,
    calibration: { steps: s.calibration.map((c) => ({ upTo: c.up_to, probability: c.probability })) },
    threshold: s.threshold,
  });
  return { inputs: p.inputs, rise: side(p.rise), fall: side(p.fall) };
}
