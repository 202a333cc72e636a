import type { OpenfplProjection } from '@contracts/api/openfpl';
import type { PlayerRow } from './merge';
import { MAX_HORIZON } from '@/api/openfpl-projections';

export type PositionFilter = 'all' | OpenfplProjection['position'];

export interface OpenfplFilters {
  search: string;
  /** Gameweeks ahead, 1 to 6. */
  horizon: number;
  position: PositionFilter;
  /** Percent of managers, 0 to 100. */
  minOwnership: number;
  /** Tenths of a million (40 to 150), or null for any price. */
  maxPrice: number | null;
}

export const DEFAULT_FILTERS: OpenfplFilters = {
  search: '',
  horizon: MAX_HORIZON,
  position: 'all',
  minOwnership: 0,
  maxPrice: null,
};

export const POSITION_OPTIONS: readonly { value: PositionFilter; label: string }[] = [
  { value: 'all', label: 'All Positions' },
  { value: 'GKP', label: 'Goalkeepers' },
  { value: 'DEF', label: 'Defenders' },
  { value: 'MID', label: 'Midfielders' },
  { value: 'FWD', label: 'Forwards' },
];

export const isPositionFilter = (value: string): value is PositionFilter =>
  POSITION_OPTIONS.some((o) => o.value === value);

/** The spec's maximum price options: 4.0 to 15.0 in 0.5 steps, held in tenths (40 to 150). */
export const MAX_PRICE_OPTIONS: readonly number[] = Array.from({ length: 23 }, (_, i) => 40 + 5 * i);

/**
 * The minimum ownership typed in: the spec bounds it to 0 to 100; anything unreadable (an empty box)
 * filters nothing.
 */
export function readOwnership(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * The players passing the filters: search on player or club name (case-insensitive), position,
 * ownership at least the minimum, price at most the maximum compared in tenths (the spec's rule,
 * so £7.5m passes a £7.5m cap whatever the float).
 */
export function filterPlayers(rows: readonly PlayerRow[], f: OpenfplFilters): PlayerRow[] {
  const needle = f.search.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (needle === '' || r.name.toLowerCase().includes(needle) || r.team.toLowerCase().includes(needle)) &&
      (f.position === 'all' || r.position === f.position) &&
      r.ownership >= f.minOwnership &&
      (f.maxPrice === null || Math.round(r.price * 10) <= f.maxPrice),
  );
}
