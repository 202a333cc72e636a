import { MODEL_INPUT_NAMES, type FittedModel, type FittedSide } from './fitted-model';

type InputName = (typeof MODEL_INPUT_NAMES)[number];

/**
 * A hand-made model for tests: the named weights (others 0), logistic outputs up to 0.5 mapped to
 * a 10% chance and above it to 60%, a change called from 50%.
 */
export function handModel(
  rise: Partial<Record<InputName, number>>,
  fall: Partial<Record<InputName, number>>,
) {
  const side = (w: Partial<Record<InputName, number>>): FittedSide => ({
    weights: MODEL_INPUT_NAMES.map((name) => w[name] ?? 0),
    calibration: {
      steps: [
        { upTo: 0.5, probability: 0.1 },
        { upTo: 1, probability: 0.6 },
      ],
    },
    threshold: 0.5,
  });
  return { inputs: MODEL_INPUT_NAMES, rise: side(rise), fall: side(fall) } satisfies FittedModel;
}

/**
 * Rises driven by this window's net transfers in (percent of managers), falls by its net out:
 * with 10M managers, +300,000 this window gives a logistic output of 1/(1+e^-1) = 0.73 for a
 * rise (60% chance, called); no window transfers give 1/(1+e^2) = 0.12 (10%, not listed).
 */
export const WINDOW_MODEL = handModel(
  { intercept: -2, 'window-net-in-share': 1 },
  { intercept: -2, 'window-net-out-share': -1 },
);
