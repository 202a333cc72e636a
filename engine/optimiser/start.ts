import { bestLineup } from './evaluate';
import { col } from './model';
import type { PlanInput } from './types';

/**
 * The squad kept as it is, as the model's columns: a feasible start for the solver (so a time limit
 * still leaves a plan), or null when the options rule it out (a player to avoid is owned, one to
 * keep is not). Continuous columns are left for HiGHS to complete.
 */
export function keepStart(input: PlanInput): Record<string, number> | null {
  const owned = new Set(input.squad);
  if (input.avoid.some((id) => owned.has(id)) || input.keep.some((id) => !owned.has(id))) return null;
  const squad = input.players.filter((p) => owned.has(p.id));
  if (squad.length !== owned.size) return null;
  const start: Record<string, number> = {};
  let free = input.freeTransfers.first ?? 1;
  for (let t = 0; t < input.horizon; t++) {
    const { xi, captain } = bestLineup(squad, t);
    const inXi = new Set(xi.map((p) => p.id));
    for (const p of input.players) {
      start[col.squad(p.id, t)] = owned.has(p.id) ? 1 : 0;
      start[col.xi(p.id, t)] = inXi.has(p.id) ? 1 : 0;
      start[col.captain(p.id, t)] = p.id === captain.id ? 1 : 0;
      start[col.bought(p.id, t)] = 0;
      start[col.sold(p.id, t)] = 0;
    }
    start[col.hits(t)] = 0;
    start[col.free(t)] = free;
    const chip = input.chip?.offset === t ? input.chip.name : null;
    if (chip !== 'wildcard' && chip !== 'freehit') free = Math.min(input.freeTransfers.maxBanked, free + 1);
    if (input.freeTransfers.topUpsToMax.includes(t + 1)) free = input.freeTransfers.maxBanked;
  }
  return start;
}
