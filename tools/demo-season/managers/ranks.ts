import { normalTail } from './manager-profile';

/**
 * Ranks among the millions of managers, of whom the demo simulates a few hundred: the scores of
 * the simulated managers give a mean and spread, and a score's rank is where it falls in that
 * normal population. Equal scores get equal ranks and a better score never ranks worse.
 */
export function rankModel(scores: readonly number[], population: number): (score: number) => number {
  const n = Math.max(1, scores.length);
  const mean = scores.reduce((a, b) => a + b, 0) / n;
  const sd = Math.max(1, Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / n));
  return (score) => 1 + Math.floor((population - 1) * normalTail((score - mean) / sd));
}

/** Mean and the best score the population would plausibly reach (about 5.3 spreads above the mean). */
export function populationStats(
  scores: readonly number[],
  population: number,
): { average: number; highest: number } {
  const n = Math.max(1, scores.length);
  const mean = scores.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
  const tail = Math.sqrt(2 * Math.log(Math.max(2, population)));
  return {
    average: Math.round(mean),
    highest: Math.max(Math.max(...scores), Math.round(mean + tail * sd * 0.95)),
  };
}

const BUCKETS = [1, 2, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100];

/** Upstream's `percentile_rank`: the smallest listed percentile the rank falls within. */
export function percentileBucket(rank: number, population: number): number {
  const pct = (rank / Math.max(1, population)) * 100;
  return BUCKETS.find((b) => pct <= b) ?? 100;
}
