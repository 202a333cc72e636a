import type { PositionId } from '@contracts/game/positions';
import type { Rng } from '../rng';
import type { Candidate, Shop } from './shop';

/** A player in a manager's squad and what he paid for him (tenths). */
export interface Holding {
  element: number;
  purchase: number;
}

export const SQUAD_SHAPE: Record<PositionId, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };
export const MAX_PER_CLUB = 3;
export const BUDGET = 1000;

/** The official selling price: a fall is passed on in full, half of a rise (rounded down) is kept. */
export function sellPrice(h: Holding, now: number): number {
  return now <= h.purchase ? now : h.purchase + Math.floor((now - h.purchase) / 2);
}

const SHAPES: readonly (readonly [number, number, number])[] = [
  [3, 4, 3],
  [3, 5, 2],
  [4, 4, 2],
  [4, 3, 3],
  [5, 3, 2],
];

/**
 * A valid 15 (2/5/5/3, at most 3 a club, within budget): cheap bench fodder for the chosen shape,
 * a budget eleven, then the best upgrade by the manager's ratings until nothing more is
 * affordable. Returns element ids and the money left.
 */
export function buildSquad(rng: Rng, shop: Shop, budget: number): { elements: number[]; bank: number } {
  const [d, m, f] = rng.pick(SHAPES);
  const starters: Record<PositionId, number> = { 1: 1, 2: d, 3: m, 4: f };
  const squad: { c: Candidate; starter: boolean }[] = [];
  const clubCount = new Map<number, number>();
  const taken = new Set<number>();
  let bank = budget;
  const add = (c: Candidate, starter: boolean) => {
    squad.push({ c, starter });
    taken.add(c.id);
    clubCount.set(c.club, (clubCount.get(c.club) ?? 0) + 1);
    bank -= c.price;
  };
  const clubOk = (c: Candidate) => (clubCount.get(c.club) ?? 0) < MAX_PER_CLUB;
  for (const position of [1, 2, 3, 4] as const) {
    const list = shop.ranked(position);
    const cheapest = Math.min(...list.map((c) => c.price));
    for (let i = 0; i < SQUAD_SHAPE[position]; i++) {
      const starter = i < starters[position];
      // Every place starts with a budget player who plays (within 1.0m of the cheapest for the
      // eleven, 0.5m for the bench), drawn by rating so not every manager owns the same ones; the
      // upgrades below then spend the rest on better players.
      const band = list.filter(
        (c) => !taken.has(c.id) && clubOk(c) && c.price <= cheapest + (starter ? 10 : 5),
      );
      const pick =
        band.length === 0
          ? undefined
          : band[rng.weighted(band.map((c) => (starter ? (0.05 + c.value) ** 2 : 0.3 + c.value)))];
      const fallback = list.find((c) => !taken.has(c.id) && clubOk(c) && c.price <= cheapest + 15);
      if (!pick && !fallback) throw new Error('no affordable player for the squad');
      add((pick ?? fallback) as Candidate, starter);
    }
  }
  for (;;) {
    let best: { slot: number; candidate: Candidate; gain: number } | null = null;
    for (let index = 0; index < squad.length; index++) {
      const { c: current, starter } = squad[index] as { c: Candidate; starter: boolean };
      const allowance = bank + current.price;
      const weight = starter ? 1 : 0.25;
      // Best-rated first: the first affordable, legal one is this slot's best upgrade.
      for (const candidate of shop.ranked(current.position)) {
        const gain = weight * (candidate.value - current.value);
        if (gain <= 0.05 || (best && gain <= best.gain)) break;
        if (taken.has(candidate.id) || candidate.price > allowance) continue;
        if (candidate.club !== current.club && !clubOk(candidate)) continue;
        best = { slot: index, candidate, gain };
        break;
      }
    }
    if (!best) break;
    const { slot, candidate } = best as { slot: number; candidate: Candidate };
    const [leaving] = squad.splice(slot, 1) as [{ c: Candidate; starter: boolean }];
    taken.delete(leaving.c.id);
    clubCount.set(leaving.c.club, (clubCount.get(leaving.c.club) ?? 1) - 1);
    bank += leaving.c.price;
    add(candidate, leaving.starter);
  }
  return { elements: squad.map((s) => s.c.id), bank };
}
