import type { Metric } from './merge';

/**
 * The spec's Open FPL highlights for a gameweek figure: points 6 or more green, 4 or more blue;
 * goals from 0.5 and assists from 0.3 green.
 */
export function figureClass(metric: Metric, value: number): string | undefined {
  if (metric === 'points') {
    if (value >= 6) return 'bg-green-100 text-green-800';
    if (value >= 4) return 'bg-blue-100 text-blue-800';
    return undefined;
  }
  const threshold = metric === 'goals' ? 0.5 : 0.3;
  return value >= threshold ? 'bg-green-100 text-green-800' : undefined;
}

/** The spec's confidence colours: 80 or more green, 60 or more yellow, otherwise red. */
export function confidenceClass(percent: number): string {
  if (percent >= 80) return 'text-green-700';
  if (percent >= 60) return 'text-yellow-700';
  return 'text-red-700';
}

/** Decimals shown per figure: points to one place, goals and assists (small expectations) to two. */
export const DECIMALS: Record<Metric, number> = { points: 1, goals: 2, assists: 2 };
