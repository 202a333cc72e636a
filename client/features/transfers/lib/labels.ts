import type { TransferCard, TransferPlannerResponse, TransferType } from '@contracts/api/player-scores';
import { PRICE_RANGES } from '@contracts/api/player-scores-values';
import type { FilterOption } from '@/components/players/FilterSelect';

export const TRANSFER_TYPE_OPTIONS: FilterOption[] = [
  { value: 'in', label: 'Transfers In' },
  { value: 'out', label: 'Transfers Out' },
  { value: 'all', label: 'All Players' },
];

export const PRICE_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All Prices' },
  ...PRICE_RANGES.map((r) => ({ value: r.id, label: r.label })),
];

type TransferOrder = TransferPlannerResponse['orderedBy'];

/**
 * The order the server lists cards in, shown in the disabled Sort By select with the reason. Sells
 * are most owned first, ties lowest score first: by score alone the 24 cards would fill with unowned
 * squad players who never play, and a sell matters to the managers who own the player.
 */
export const SORT_ORDERS: Record<TransferOrder, { label: string; why: string }> = {
  score: { label: 'Overall Score', why: 'Highest overall score first.' },
  ownership: {
    label: 'Most Owned, then Lowest Score',
    why: 'Sells are listed most owned first, as a sell matters to the managers who own the player; equal ownership shows the lowest score first.',
  },
};

/** The order of the answer on screen, or, while the next answer loads, the order it will have. */
export function sortOrder(type: TransferType, answer: TransferPlannerResponse | undefined): TransferOrder {
  return answer?.orderedBy ?? (type === 'out' ? 'ownership' : 'score');
}

/** Buy side green, hold grey, sell side red. */
export function recommendationVariant(
  rec: TransferCard['recommendation'],
): 'success' | 'secondary' | 'destructive' {
  if (rec === 'strong_in' || rec === 'in') return 'success';
  if (rec === 'neutral') return 'secondary';
  return 'destructive';
}

export const TREND_LABEL: Record<TransferCard['trend'], string> = {
  rising: 'Transfers rising',
  falling: 'Transfers falling',
  stable: 'Transfers stable',
};
