import type { TransferPlannerResponse } from '@contracts/api/player-scores';
import type { FilterOption } from '@/components/players/FilterSelect';

/**
 * The game's four positions by their singular names, as the API reports a player's `position`
 * (element_types' singular_name). The Price Tracker and Watchlist filter on these.
 */
const POSITION_NAMES = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const;

/** A position filter on names: 'all' (labelled `allLabel`) then each position by singular name. */
export function positionNameOptions(allLabel: string): FilterOption[] {
  return [{ value: 'all', label: allLabel }, ...POSITION_NAMES.map((name) => ({ value: name, label: name }))];
}

type PositionOptions = TransferPlannerResponse['positions'];

/**
 * A position filter on element-type ids, as the scored screens ask for them: All Positions, then the
 * game's positions by plural name from the answer (only All until it arrives).
 */
export function positionTypeOptions(positions: PositionOptions | undefined): FilterOption[] {
  return [
    { value: 'all', label: 'All Positions' },
    ...(positions ?? []).map((p) => ({ value: String(p.id), label: p.pluralName })),
  ];
}
