import type { PositionId } from '@contracts/game/positions';
import type { SeasonPlayer } from '../world/players';

/** A player as one manager sees him at one deadline. */
export interface Candidate {
  id: number;
  position: PositionId;
  club: number;
  price: number;
  /** The manager's own rating: expected points seen through his judgement. */
  value: number;
}

/**
 * What the squad builder and the transfer planner need at one deadline: any player's price and
 * rating, and per position the shortlist best-rated first. Built lazily: most managers make no
 * move most weeks, and rating every player for each of them would be wasted work.
 */
export interface Shop {
  get(id: number): Candidate;
  ranked(position: PositionId): readonly Candidate[];
}

/**
 * Players anyone would consider buying at a deadline: per position the best 45 by expected
 * points and the best 12 of those within 0.5m of the cheapest (bench fodder). Shared by all
 * managers, so each manager only rates about 200 players instead of 600.
 */
export function shortlist(
  players: readonly SeasonPlayer[],
  prices: Int32Array,
  horizon: Float64Array,
): SeasonPlayer[] {
  const out = new Set<SeasonPlayer>();
  for (const position of [1, 2, 3, 4] as const) {
    const group = players
      .filter((p) => p.position === position)
      .sort((a, b) => (horizon[b.id] ?? 0) - (horizon[a.id] ?? 0) || a.id - b.id);
    const cheapest = Math.min(...group.map((p) => prices[p.id] ?? 0));
    for (const p of group.slice(0, 45)) out.add(p);
    for (const p of group.filter((p) => (prices[p.id] ?? 0) <= cheapest + 5).slice(0, 12)) out.add(p);
  }
  return [...out];
}

export function makeShop(
  byId: Map<number, SeasonPlayer>,
  choices: readonly SeasonPlayer[],
  prices: Int32Array,
  value: (id: number) => number,
): Shop {
  const seen = new Map<number, Candidate>();
  let lists: Candidate[][] | null = null;
  const get = (id: number): Candidate => {
    const known = seen.get(id);
    if (known) return known;
    const p = byId.get(id);
    if (!p) throw new Error(`unknown player ${id}`);
    const c = { id, position: p.position, club: p.club, price: prices[id] ?? 0, value: value(id) };
    seen.set(id, c);
    return c;
  };
  return {
    get,
    ranked(position) {
      if (!lists) {
        lists = [[], [], [], [], []];
        for (const p of choices) lists[p.position]?.push(get(p.id));
        for (const list of lists) list.sort((a, b) => b.value - a.value || a.id - b.id);
      }
      return lists[position] ?? [];
    },
  };
}
