import type { CardFixture, ScorePartInfo } from '@contracts/api/player-scores';
import { weightedSum } from '@engine/scores';
import { cardFixture, cardParts, type ScoringContext } from './context';

/** The parts both scores compute the same way (engine/scores/parts), explained once. */
export const SHARED_PARTS_HOW = {
  minutes: ['Minutes', 'Minutes ÷ 600 × 4, at most 8'],
  momentum: ['Momentum', 'Form against points per game: 5, plus 2.5 per point of form above it'],
} as const satisfies Record<string, [label: string, how: string]>;

/** A score's parts as the screen explains them: label, weight and how each is computed. */
export function partsInfo<K extends string>(
  weights: Record<K, number>,
  how: Record<K, readonly [label: string, how: string]>,
): ScorePartInfo[] {
  return (Object.keys(weights) as K[]).map((key) => ({
    key,
    label: how[key][0],
    weight: weights[key],
    how: how[key][1],
  }));
}

interface EngineScore<Recommendation extends string> {
  score: number;
  recommendation: Recommendation;
  label: string;
  parts: Record<string, { value: number; weight: number }>;
}

/**
 * What every scored card shows of the engine's result: score, band, parts with contributions, their
 * weighted sum, and the fixtures the score counted.
 */
export function scoredCard<Recommendation extends string>(
  result: EngineScore<Recommendation>,
  fixtures: Parameters<typeof cardFixture>[0][],
  ctx: ScoringContext,
) {
  return {
    score: result.score,
    recommendation: result.recommendation,
    label: result.label,
    parts: cardParts(result.parts),
    weightedSum: weightedSum(result.parts),
    fixtures: fixtures.map((f): CardFixture => cardFixture(f, ctx)),
  };
}

/** The position filter both screens offer: 'all' or one element type ("1" goalkeeper .. "4" forward). */
export const matchesPosition = (card: { elementType: number }, position: string) =>
  position === 'all' || card.elementType === Number(position);

/** What both screens list beside the cards: the parts explained, the positions, the past seasons used. */
export function screenInfo(ctx: ScoringContext, parts: ScorePartInfo[]) {
  return { parts, positions: ctx.positions, historySeasons: ctx.history.seasons };
}
