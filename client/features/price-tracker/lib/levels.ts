import type { PricePrediction, PriceProbability } from '@contracts/api/prices';

/** Open FPL's highlights: Very High red, High orange, Medium yellow, Low blue. */
export const PROBABILITY_CLASS: Record<PriceProbability, string> = {
  'Very High': 'border-transparent bg-red-100 text-red-800',
  High: 'border-transparent bg-orange-100 text-orange-800',
  Medium: 'border-transparent bg-yellow-100 text-yellow-800',
  Low: 'border-transparent bg-blue-100 text-blue-800',
};

/** Progress toward the threshold: 80 or more green, 60 or more yellow, otherwise red. */
export function confidenceClass(confidence: number): string {
  if (confidence >= 80) return 'text-green-700';
  if (confidence >= 60) return 'text-yellow-700';
  return 'text-red-700';
}

/** 'Likely changes' counts the predictions whose level is not Low. */
export function likelyChanges(predictions: readonly Pick<PricePrediction, 'probability'>[]): number {
  return predictions.filter((p) => p.probability !== 'Low').length;
}
