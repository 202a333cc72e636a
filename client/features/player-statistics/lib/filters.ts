import { PRICE_RANGES } from '@contracts/api/player-scores-values';
import type { Availability } from '@contracts/game/availability';
import type { StatRow } from './rows';
import { searchMatcher } from '@/lib/search-text';

export interface StatFilters {
  search: string;
  /** 'all' or an element type id. */
  position: string;
  /** 'all' or a team id of the season shown. */
  team: string;
  /** 'all' or a PRICE_RANGES id. */
  price: string;
  /** 'all' or one availability (live season only). */
  availability: 'all' | Availability;
}

export const NO_FILTERS: StatFilters = {
  search: '',
  position: 'all',
  team: 'all',
  price: 'all',
  availability: 'all',
};

/**
 * Search matches the web name or the full name; price is in millions between the range's
 * bounds, inclusive.
 */
export function filterRows(rows: readonly StatRow[], f: StatFilters): StatRow[] {
  const matches = searchMatcher(f.search);
  const range = PRICE_RANGES.find((r) => r.id === f.price);
  return rows.filter((r) => {
    if (!matches([r.webName, r.fullName])) return false;
    if (f.position !== 'all' && r.elementType !== Number(f.position)) return false;
    if (f.team !== 'all' && r.teamId !== Number(f.team)) return false;
    if (range && (r.cost === null || r.cost / 10 < range.min || r.cost / 10 > range.max)) return false;
    return f.availability === 'all' || r.status === f.availability;
  });
}
