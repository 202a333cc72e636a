import type { PriceChange, PricePrediction } from '@contracts/api/prices';

export type ChangeFilter = 'all' | 'rise' | 'fall';

/** The tracker's search and filters; `position` is a singular position name or 'all'. */
export interface PriceFilters {
  search: string;
  position: string;
  change: ChangeFilter;
}

export const NO_FILTERS: PriceFilters = { search: '', position: 'all', change: 'all' };

export const CHANGE_FILTER_OPTIONS: ReadonlyArray<{ value: ChangeFilter; label: string }> = [
  { value: 'all', label: 'All Changes' },
  { value: 'rise', label: 'Rises' },
  { value: 'fall', label: 'Falls' },
];

export const isChangeFilter = (value: string): value is ChangeFilter =>
  CHANGE_FILTER_OPTIONS.some((o) => o.value === value);

type Named = Pick<PriceChange, 'player_name' | 'team_name' | 'position'>;

/** The search text matches the player or team name, case-insensitively. */
function matches(row: Named, filters: PriceFilters): boolean {
  const text = filters.search.trim().toLocaleLowerCase();
  if (
    text &&
    !row.player_name.toLocaleLowerCase().includes(text) &&
    !row.team_name.toLocaleLowerCase().includes(text)
  ) {
    return false;
  }
  return filters.position === 'all' || row.position === filters.position;
}

export function filterChanges(changes: readonly PriceChange[], filters: PriceFilters): PriceChange[] {
  return changes.filter(
    (c) => matches(c, filters) && (filters.change === 'all' || c.direction === filters.change),
  );
}

/** A prediction is a rise when its predicted change is positive, a fall when negative. */
export function predictionDirection(p: Pick<PricePrediction, 'predicted_change'>): 'rise' | 'fall' {
  return p.predicted_change > 0 ? 'rise' : 'fall';
}

export function filterPredictions(
  predictions: readonly PricePrediction[],
  filters: PriceFilters,
): PricePrediction[] {
  return predictions.filter(
    (p) => matches(p, filters) && (filters.change === 'all' || predictionDirection(p) === filters.change),
  );
}

export const hasFilters = (filters: PriceFilters): boolean =>
  filters.search.trim() !== '' || filters.position !== 'all' || filters.change !== 'all';
