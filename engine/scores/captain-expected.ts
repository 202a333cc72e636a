import { clamp, roundScore } from './parts';
import {
  captainRecommendation,
  captainScore,
  isDifferential,
  type CaptainScore,
  type CaptainScoreInput,
} from './captain-score';

/**
 * The Captain Selector's score on the points model (engine/points): his expected points for the
 * next gameweek x 8.5 / CAPTAIN_XP_REFERENCE, clamped to 0..10 and rounded to 1 decimal. The score is
 * monotone in the expected points, so the cards' order is the order of the figure each card shows
 * (issue 32: the parts' score put a 1.9-point pick above a 5.8-point one). The spec's six parts are
 * still computed and shown as the reasons; they no longer set the score.
 */

/**
 * The expected points that score 8.5 ("Essential"): the 95th percentile of the regular starters'
 * one-gameweek-ahead expected points over every gameweek 2-38 of 2023-24 and 2024-25, as the points
 * model gave them before each gameweek (`npm run backtest-scores`, the same rule as the parts'
 * position references). One reference for every position: expected points are already in points.
 */
export const CAPTAIN_XP_REFERENCE = 4.48;
const ESSENTIAL_SCORE = 8.5;

/** Expected points -> 0..10, 1 decimal. */
export function captainScoreFromExpected(expectedPoints: number): number {
  return roundScore(clamp((expectedPoints * ESSENTIAL_SCORE) / CAPTAIN_XP_REFERENCE, 0, 10));
}

export interface ExpectedCaptainScore extends CaptainScore {
  expectedPoints: number;
}

/** The parts as reasons, the score, band and differential flag from the expected points. */
export function expectedCaptainScore(
  input: CaptainScoreInput & { expectedPoints: number },
): ExpectedCaptainScore {
  const reasons = captainScore(input);
  const score = captainScoreFromExpected(input.expectedPoints);
  return {
    ...reasons,
    score,
    ...captainRecommendation(score),
    isDifferential: isDifferential(input.player.selectedByPercent, score),
    expectedPoints: input.expectedPoints,
  };
}
