import { bestLineup } from './evaluate';
import { col } from './model';
import type { PlanInput } from './types';

/**
 * A plan given as each week's squad, written as the model's columns: a feasible start for the
 * solver (so a time limit still leaves a plan at least this good), or null when the squads break
 * the options (a player to avoid is held, one to keep is not) or name players outside the input.
 * Transfers, hits and free transfers are counted as the model counts them (model.ts,
 * freeTransferRows); the bank and other continuous columns are left for HiGHS to complete.
 */
export function startFrom(
  input: PlanInput,
  squads: readonly (readonly number[])[],
): Record<string, number> | null {
  const byId = new Map(input.players.map((p) => [p.id, p]));
  if (squads.length !== input.horizon) return null;
  const start: Record<string, number> = {};
  let permanent = new Set(input.squad);
  let free = input.freeTransfers.first;
  for (let t = 0; t < input.horizon; t++) {
    const ids = new Set(squads[t]);
    if (input.avoid.some((id) => ids.has(id)) || input.keep.some((id) => !ids.has(id))) return null;
    const squad = [...ids].map((id) => byId.get(id));
    if (squad.some((p) => p === undefined) || squad.length !== 15) return null;
    const { xi, captain } = bestLineup(squad as NonNullable<(typeof squad)[number]>[], t);
    const inXi = new Set(xi.map((p) => p.id));
    const chip = input.chip?.offset === t ? input.chip.name : null;
    const changes = chip !== 'freehit';
    let bought = 0;
    for (const p of input.players) {
      const now = ids.has(p.id) ? 1 : 0;
      const was = permanent.has(p.id) ? 1 : 0;
      start[col.squad(p.id, t)] = now;
      start[col.xi(p.id, t)] = inXi.has(p.id) ? 1 : 0;
      start[col.captain(p.id, t)] = p.id === captain.id ? 1 : 0;
      if (changes) {
        start[col.bought(p.id, t)] = Math.max(0, now - was);
        start[col.sold(p.id, t)] = Math.max(0, was - now);
        bought += Math.max(0, now - was);
      }
    }
    const unlimited = chip === 'wildcard' || free === null;
    const f = free ?? 0;
    const hits = unlimited || !changes ? 0 : Math.max(0, bought - f);
    start[col.free(t)] = f;
    start[col.hits(t)] = hits;
    if (changes) permanent = ids;
    if (chip === 'wildcard' || chip === 'freehit') free = f;
    else if (free === null) free = 1;
    else free = Math.min(input.freeTransfers.maxBanked, f - bought + hits + 1);
    if (input.freeTransfers.topUpsToMax.includes(t + 1)) free = input.freeTransfers.maxBanked;
  }
  return start;
}

/** The squad kept as it is: the start every plan can fall back on. */
export const keepStart = (input: PlanInput) =>
  startFrom(
    input,
    Array.from({ length: input.horizon }, () => input.squad),
  );
