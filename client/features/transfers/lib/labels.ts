import type { TransferCard, TransferPlannerResponse, TransferType } from '@contracts/api/player-scores';
import { PRICE_RANGES } from '@contracts/api/player-scores';
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

/** All, then the game's positions by plural name (from the answer; only All until it arrives). */
export function positionOptions(positions: TransferPlannerResponse['positions'] | undefined): FilterOption[] {
  return [
    { value: 'all', label: 'All Positions' },
    ...(positions ?? []).map((p) => ({ value: String(p.id), label: p.pluralName })),
  ];
}

/** The fixed sort shown in the disabled Sort By select: sells are listed most owned first. */
export function sortLabel(type: TransferType): string {
  return type === 'out' ? 'Ownership' : 'Overall Score';
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
