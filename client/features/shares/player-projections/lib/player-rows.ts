import { POSITION_CODES, positionId } from '@contracts/game/positions';
import { columnSorting, type ColumnSort } from '@/lib/column-sort';
import { compareText } from '@/lib/compare-text';
import { searchMatcher } from '@/lib/search-text';

/**
 * The player projection tables' rows, filters, order and summary, shared by the goal and the
 * assist screens. A row's `projected` figure is the season total the server gives (so far plus the
 * projected rest of the season), `share` his part of his team's projected goals (assists) for the
 * rest of the season.
 */
export interface PlayerRow {
  id: number;
  name: string;
  position: string;
  team_short: string;
  team_name: string;
  /** Tenths of a million. */
  price: number;
  so_far: number;
  projected: number;
  /** A fraction (0.25 = 25%). */
  share: number;
}

/** The game's position order: a position sort reads GKP, DEF, MID, FWD (or the reverse), not A to Z. */
const positionRank = (p: string) => positionId(p) ?? POSITION_CODES.length + 1;

export type SortKey = 'name' | 'team' | 'position' | 'projected' | 'share' | 'price' | 'per_goal';

export type PlayerSort = ColumnSort<SortKey>;

export interface PlayerFilter {
  search: string;
  /** 'all' or a position code (GKP, DEF, MID, FWD). */
  position: string;
  /** 'all' or a team's short name. */
  team: string;
}

export const ALL = 'all';
export const NO_FILTER: PlayerFilter = { search: '', position: ALL, team: ALL };

/** The spec's filters: the search matches the player's name or his team's (short or full) name. */
export function filterRows<R extends PlayerRow>(rows: readonly R[], filter: PlayerFilter): R[] {
  const matches = searchMatcher(filter.search);
  return rows.filter(
    (r) =>
      (filter.position === ALL || r.position === filter.position) &&
      (filter.team === ALL || r.team_short === filter.team) &&
      matches([r.name, r.team_short, r.team_name]),
  );
}

/**
 * Price in millions per projected goal; null (shown N/A) below one projected goal, where the ratio
 * stops meaning anything (a £5.0m defender with 0.1 goals would read £50.00m a goal).
 */
export function poundsPerGoal(row: PlayerRow): number | null {
  return row.projected >= 1 ? row.price / 10 / row.projected : null;
}

/** The spec (section 4): the first click on price, name or team sorts ascending, on any other column descending. */
export const { sortBy, nextSort } = columnSorting<SortKey>((key) =>
  key === 'name' || key === 'team' || key === 'price' ? 'asc' : 'desc',
);

function valueOf(row: PlayerRow, key: SortKey): number | string | null {
  switch (key) {
    case 'name':
      return row.name;
    case 'team':
      return row.team_short;
    case 'position':
      return positionRank(row.position);
    case 'per_goal':
      return poundsPerGoal(row);
    default:
      return row[key];
  }
}

/** Rows in the sort's order; N/A values go last either way, ties fall back to the name. */
export function sortRows<R extends PlayerRow>(rows: readonly R[], sort: PlayerSort): R[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: R, b: R) => compareText(a.name, b.name) || a.id - b.id;
  return [...rows].sort((a, b) => {
    const va = valueOf(a, sort.key);
    const vb = valueOf(b, sort.key);
    if (va === null || vb === null) return va === vb ? byName(a, b) : va === null ? 1 : -1;
    const order = typeof va === 'string' ? compareText(va, String(vb)) : va - Number(vb);
    return sign * order || byName(a, b);
  });
}

export interface Summary {
  count: number;
  total: number;
  /** null with no rows. */
  highest: PlayerRow | null;
  average: number | null;
  atLeast15: number;
  atLeast20: number;
}

/** The spec's summary of the shown rows: total, highest, average, and how many reach 15 and 20. */
export function summarise(rows: readonly PlayerRow[]): Summary {
  let total = 0;
  let highest: PlayerRow | null = null;
  for (const r of rows) {
    total += r.projected;
    if (highest === null || r.projected > highest.projected) highest = r;
  }
  return {
    count: rows.length,
    total,
    highest,
    average: rows.length > 0 ? total / rows.length : null,
    atLeast15: rows.filter((r) => r.projected >= 15).length,
    atLeast20: rows.filter((r) => r.projected >= 20).length,
  };
}

/**
 * The positions present in the game's position order, and the teams by name A to Z (Bournemouth
 * before Brighton, though BHA sorts before BOU), each with its short name as the filter's value.
 */
export function filterOptions(rows: readonly PlayerRow[]): {
  positions: string[];
  teams: Array<{ value: string; label: string }>;
} {
  const positions = [...new Set(rows.map((r) => r.position))].sort(
    (a, b) => positionRank(a) - positionRank(b) || compareText(a, b),
  );
  const names = new Map(rows.map((r) => [r.team_short, r.team_name]));
  const teams = [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => compareText(a.label, b.label));
  return { positions, teams };
}
