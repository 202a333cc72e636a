import type { TransferCard } from '@contracts/api/player-scores';
import { formatNumber } from '@/lib/format';

/**
 * The card's one line on the rescale (engine/scores/transfer-score.ts): where the position's reference,
 * the 95th percentile of its regular starters' weighted sums in the 2023-24 and 2024-25 backtest
 * (`npm run backtest-scores`), falls short of 8, the sum above 6 is stretched so it reaches 8.
 */
export function transferRescaleText(card: Pick<TransferCard, 'position' | 'positionReference'>) {
  const who = `the top 5% of regular ${card.position.toLowerCase()}s in 2023-24 and 2024-25`;
  const reference = formatNumber(card.positionReference, 2);
  if (card.positionReference >= 8)
    return `None: ${who} already reach 8, Strong Buy (weighted sum ${reference}).`;
  return `Above 6 the weighted sum is stretched × 2 ÷ (${reference} − 6), so ${who} (weighted sum ${reference}) reach 8, Strong Buy.`;
}
