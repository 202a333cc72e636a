import type { CaptainCard } from '@contracts/api/player-scores';
import { formatNumber } from '@/lib/format';

/**
 * The card's one line on the rescale (engine/scores/captain-score.ts): the position's reference, the
 * 95th percentile of its regular starters' weighted sums in the 2023-24 and 2024-25 backtest
 * (`npm run backtest-scores`), scores 8.5.
 */
export function captainRescaleText(
  card: Pick<CaptainCard, 'position' | 'positionFactor' | 'positionReference'>,
) {
  return `Weighted sum × 8.5 ÷ (${formatNumber(card.positionFactor, 1)} × ${formatNumber(card.positionReference, 2)}), so a ${card.position.toLowerCase()} as good as the top 5% of regular ${card.position.toLowerCase()}s in 2023-24 and 2024-25 scores 8.5, Essential.`;
}

/**
 * The card's line on the score built on expected points (engine/scores/captain-expected.ts): the
 * reference is the 95th percentile of regular starters' expected points in the same backtest.
 */
export function captainExpectedText(reference: number) {
  return `Expected points × 8.5 ÷ ${formatNumber(reference, 2)}, so ${formatNumber(reference, 2)} expected points (the top 5% of regular starters' in 2023-24 and 2024-25) scores 8.5, Essential; the cards are in the order of their expected points. The parts above are the selector's reasons, shown beside it; they no longer set the score.`;
}
