import type { ManagerSeason } from './manager-season';
import { leagueName } from '../world/names';
import { rngFor } from '../rng';

/** A private classic league (official type 'x'); ids above 1000 like every private league. */
export interface PrivateLeague {
  id: number;
  name: string;
  created: number;
  admin: number;
  members: number[];
}

/** Member counts of the private leagues: the largest runs to a second standings page. */
export const LEAGUE_SIZES = [60, 44, 32, 25, 20, 16, 14, 12, 11, 10] as const;
/** The first managers created are the sociable ones: they join many more leagues. */
const HUBS = 25;

export function createPrivateLeagues(
  seed: number,
  managers: readonly { id: number; joinedTime: number }[],
  seasonStart: number,
): PrivateLeague[] {
  const rng = rngFor(seed, 'leagues');
  const ids = new Set<number>();
  const names = new Set<string>();
  return LEAGUE_SIZES.map((size) => {
    let id = rng.int(100_000, 2_999_999);
    while (ids.has(id)) id = rng.int(100_000, 2_999_999);
    ids.add(id);
    let name = leagueName(rng);
    while (names.has(name)) name = leagueName(rng);
    names.add(name);
    const pool = managers.map((m, i) => ({ m, weight: i < HUBS ? 10 : 1 }));
    const members: number[] = [];
    while (members.length < size && pool.length > 0) {
      const [chosen] = pool.splice(rng.weighted(pool.map((p) => p.weight)), 1);
      if (chosen) members.push(chosen.m.id);
    }
    const admin = members[0] as number;
    const adminJoined = managers.find((m) => m.id === admin)?.joinedTime ?? seasonStart;
    return { id, name, created: adminJoined + rng.int(1, 48) * 3_600_000, admin, members };
  });
}

export interface StandingRow {
  id: number;
  event_total: number;
  player_name: string;
  rank: number;
  last_rank: number;
  rank_sort: number;
  total: number;
  entry: number;
  entry_name: string;
  has_played: boolean;
}

/** Competition ranks by a score (equal scores share a rank); sort order breaks ties by entry id. */
function ranked<T extends { entry: number }>(
  items: readonly T[],
  score: (t: T) => number,
): { item: T; rank: number; sort: number }[] {
  const sorted = items.slice().sort((a, b) => score(b) - score(a) || a.entry - b.entry);
  let rank = 0;
  return sorted.map((item, i) => {
    const prev = sorted[i - 1];
    if (!prev || score(prev) !== score(item)) rank = i + 1;
    return { item, rank, sort: i + 1 };
  });
}

/** Classic standings after gameweek `gw`: total points (hits deducted), last rank after the one before. */
export function standings(
  league: PrivateLeague,
  seasons: Map<number, ManagerSeason>,
  gw: number,
): StandingRow[] {
  const entries = league.members
    .map((id) => seasons.get(id) as ManagerSeason)
    .map((s) => ({ entry: s.manager.id, s }));
  const totalAt = (s: ManagerSeason, g: number) => (g < 1 ? 0 : (s.gws[g - 1]?.total ?? 0));
  const previous = new Map(ranked(entries, (e) => totalAt(e.s, gw - 1)).map((r) => [r.item.entry, r.rank]));
  return ranked(entries, (e) => totalAt(e.s, gw)).map(({ item, rank, sort }) => ({
    id: 1_000_000 + ((league.id * 31 + item.entry * 7) % 89_000_000),
    event_total: item.s.gws[gw - 1]?.points ?? 0,
    player_name: `${item.s.manager.first} ${item.s.manager.last}`,
    rank,
    last_rank: gw > 1 ? (previous.get(item.entry) ?? 0) : 0,
    rank_sort: sort,
    total: totalAt(item.s, gw),
    entry: item.entry,
    entry_name: item.s.manager.teamName,
    has_played: true,
  }));
}
