import type { PlanInput, PlanPlayer } from './types';

/**
 * Players a plan is not expected to need: p is left out when enough clubs (`dominatingClubs`)
 * each have a player of his position, not owned, no dearer, projected at least as high in every
 * gameweek. For one gameweek, 9 clubs lose nothing: in any squad holding p, at most 4 of those
 * players are already in it and the other 14 fill at most 4 clubs, so a 9th club's player can
 * replace him at no more cost, for no fewer points. Over several gameweeks squads change and no
 * such count is safe; 3 clubs keep the solve within the time target (on real squads it found the
 * same plan as 9 clubs in most cases: tools/bench-optimiser). Owned and kept players stay.
 */
export const dominatingClubs = (horizon: number) => (horizon === 1 ? 9 : 3);

const total = (p: PlanPlayer) => p.xp.reduce((a, x) => a + x, 0);

/** q at least as good as p in every gameweek and no dearer; among equals the lower id stands for both. */
function dominates(q: PlanPlayer, p: PlanPlayer): boolean {
  if (q.type !== p.type || q.priceTenths > p.priceTenths || !p.xp.every((x, t) => (q.xp[t] ?? 0) >= x))
    return false;
  const equal = q.priceTenths === p.priceTenths && p.xp.every((x, t) => q.xp[t] === x);
  return !equal || q.id < p.id;
}

export function candidatePool(input: PlanInput, clubsNeeded = dominatingClubs(input.horizon)): PlanPlayer[] {
  const owned = new Set(input.squad);
  const keep = new Set(input.keep);
  const avoid = new Set(input.avoid);
  // Best first, so each player's dominators are decided before him; only kept ones count.
  const order = [...input.players].sort(
    (a, b) => total(b) - total(a) || a.priceTenths - b.priceTenths || a.id - b.id,
  );
  const kept: PlanPlayer[] = [];
  const pool = new Set<PlanPlayer>();
  for (const p of order) {
    if (owned.has(p.id) || keep.has(p.id)) {
      pool.add(p);
      continue;
    }
    if (avoid.has(p.id)) continue;
    const clubs = new Set<number>();
    for (const q of kept) if (dominates(q, p)) clubs.add(q.club);
    if (clubs.size < clubsNeeded) {
      kept.push(p);
      pool.add(p);
    }
  }
  return input.players.filter((p) => pool.has(p));
}
