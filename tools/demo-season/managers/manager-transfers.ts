import type { Manager } from './manager-profile';
import { MAX_PER_CLUB, sellPrice, type Holding } from './manager-squad';
import type { Candidate, Shop } from './shop';
import type { Rng } from '../rng';

interface Move {
  out: Holding;
  incoming: Candidate;
  gain: number;
}

/** The best affordable like-for-like replacement for one squad player, by the manager's ratings. */
function bestMove(shop: Shop, holdings: readonly Holding[], bank: number, out: Holding): Move | null {
  const leaving = shop.get(out.element);
  const allowance = bank + sellPrice(out, leaving.price);
  const owned = new Set(holdings.map((h) => h.element));
  const clubs = new Map<number, number>();
  for (const h of holdings) {
    const club = shop.get(h.element).club;
    if (h !== out) clubs.set(club, (clubs.get(club) ?? 0) + 1);
  }
  // Best-rated first: the first affordable, legal one is the best move.
  for (const c of shop.ranked(leaving.position)) {
    if (owned.has(c.id) || c.price > allowance || (clubs.get(c.club) ?? 0) >= MAX_PER_CLUB) continue;
    return { out, incoming: c, gain: c.value - leaving.value };
  }
  return null;
}

function apply(
  move: Move,
  shop: Shop,
  holdings: Holding[],
  bank: number,
): { holdings: Holding[]; bank: number } {
  const proceeds = sellPrice(move.out, shop.get(move.out.element).price);
  return {
    holdings: holdings.map((h) =>
      h === move.out ? { element: move.incoming.id, purchase: move.incoming.price } : h,
    ),
    bank: bank + proceeds - move.incoming.price,
  };
}

/**
 * A week of transfers: unavailable players are replaced first (most managers bother), then an
 * improvement or two with the free transfers if the manager is in the mood, and now and then
 * one more for a 4-point hit when the gain looks worth it.
 */
export function planTransfers(
  rng: Rng,
  m: Manager,
  shop: Shop,
  start: readonly Holding[],
  startBank: number,
  free: number,
  statusOf: (id: number) => string,
): { holdings: Holding[]; bank: number; count: number } {
  let holdings = start.slice();
  let bank = startBank;
  let count = 0;
  const hitOk = () => rng.chance(m.hitAppetite);
  const make = (move: Move | null) => {
    if (!move) return false;
    ({ holdings, bank } = apply(move, shop, holdings, bank));
    count++;
    return true;
  };
  const unavailable = holdings.filter((h) => !['a', 'd'].includes(statusOf(h.element)));
  for (const out of unavailable) {
    if (!rng.chance(0.55 + 0.45 * m.activity)) continue;
    if (count >= free && !hitOk()) break;
    const current = holdings.find((h) => h.element === out.element);
    if (current) make(bestMove(shop, holdings, bank, current));
  }
  const improvement = (threshold: number) => {
    const moves = holdings
      .map((h) => bestMove(shop, holdings, bank, h))
      .filter((x): x is Move => x !== null && x.gain > threshold);
    return moves.sort((a, b) => b.gain - a.gain || a.incoming.id - b.incoming.id)[0] ?? null;
  };
  while (count < free && rng.chance(m.activity * (count === 0 ? 1 : 0.5))) {
    if (!make(improvement(1))) break;
  }
  if (count >= free && rng.chance(m.hitAppetite * 0.5)) make(improvement(3));
  return { holdings, bank, count };
}
