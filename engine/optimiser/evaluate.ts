import { BENCH_WEIGHT, HIT_POINTS, SQUAD_QUOTA, TYPES, XI_MIN, XI_SIZE } from './rules';
import type { PlanInput, PlanPlayer, PlanWeek } from './types';

/** The formations the game allows: one goalkeeper and 10 outfielders, each position at its minimum or more. */
const FORMATIONS = (() => {
  const out: [number, number, number][] = [];
  for (let d = XI_MIN[2]; d <= SQUAD_QUOTA[2]; d++)
    for (let mid = XI_MIN[3]; mid <= SQUAD_QUOTA[3]; mid++) {
      const f = XI_SIZE - 1 - d - mid;
      if (f >= XI_MIN[4] && f <= SQUAD_QUOTA[4]) out.push([d, mid, f]);
    }
  return out;
})();

const byXp = (t: number) => (a: PlanPlayer, b: PlanPlayer) => (b.xp[t] ?? 0) - (a.xp[t] ?? 0) || a.id - b.id;

export interface Lineup {
  xi: PlanPlayer[];
  /** Goalkeeper first, then outfielders by expected points. */
  bench: PlanPlayer[];
  captain: PlanPlayer;
  vice: PlanPlayer;
}

/** The best XI of a 15-man squad in week t: each formation's best players, the formation with most points. */
export function bestLineup(squad: readonly PlanPlayer[], t: number): Lineup {
  const sorted = [...squad].sort(byXp(t));
  const of = (type: number) => sorted.filter((p) => p.type === type);
  const sum = (ps: readonly PlanPlayer[]) => ps.reduce((a, p) => a + (p.xp[t] ?? 0), 0);
  let xi: PlanPlayer[] = [];
  let best = -Infinity;
  for (const [d, mid, f] of FORMATIONS) {
    const pick = [...of(1).slice(0, 1), ...of(2).slice(0, d), ...of(3).slice(0, mid), ...of(4).slice(0, f)];
    if (sum(pick) > best + 1e-9) [best, xi] = [sum(pick), pick];
  }
  const inXi = new Set(xi);
  const bench = sorted
    .filter((p) => !inXi.has(p))
    .sort((a, b) => Number(b.type === 1) - Number(a.type === 1));
  const [captain, vice] = [...xi].sort(byXp(t)) as [PlanPlayer, PlanPlayer];
  return { xi, bench, captain, vice };
}

export interface Evaluated {
  weeks: PlanWeek[];
  /** Points shown: each week's XI, captain's extra (bench with Bench Boost), less hits. */
  projectedPoints: number;
  /** What the model maximises: the same with the bench at its weight, plus saved transfers' worth. */
  objective: number;
  bankAfterTenths: number;
  /** The first rule broken, or null when the plan keeps every rule. */
  broken: string | null;
}

/**
 * Scores a plan given each week's squad (the Free Hit week's own squad in its week): transfers
 * against the permanent squad, free transfers and hits as engine/transfers counts them, the bank
 * from selling and buying prices, the best XI and captain. Also says which rule a plan breaks,
 * so tests can check any plan, the solver's or a hand-made one.
 */
export function evaluatePlan(input: PlanInput, squads: readonly (readonly number[])[]): Evaluated {
  const byId = new Map(input.players.map((p) => [p.id, p]));
  let permanent = new Set(input.squad);
  let bank = input.bankTenths;
  let free = input.freeTransfers.first;
  let broken: string | null = null;
  let [points, objective, hitsTotal] = [0, 0, 0];
  const weeks = squads.map((ids, t): PlanWeek => {
    const chip = input.chip?.offset === t ? input.chip.name : null;
    const squad = ids.map((id) => byId.get(id)!);
    broken ??= squadBroken(squad, input, t);
    const ins = ids.filter((id) => !permanent.has(id));
    const outs = [...permanent].filter((id) => !ids.includes(id));
    let hits = 0;
    if (chip === 'freehit') {
      const value = [...permanent].reduce((a, id) => a + byId.get(id)!.sellTenths, bank);
      const cost = squad.reduce((a, p) => a + (permanent.has(p.id) ? p.sellTenths : p.priceTenths), 0);
      if (cost > value) broken ??= `budget in week ${t + 1}`;
    } else {
      bank += outs.reduce((a, id) => a + byId.get(id)!.sellTenths, 0);
      bank -= ins.reduce((a, id) => a + byId.get(id)!.priceTenths, 0);
      if (bank < 0) broken ??= `budget in week ${t + 1}`;
      const unlimited = chip === 'wildcard' || free === null;
      hits = unlimited ? 0 : Math.max(0, ins.length - free!);
      const next =
        chip === 'wildcard'
          ? free!
          : free === null
            ? 1
            : Math.min(input.freeTransfers.maxBanked, Math.max(0, free - ins.length) + 1);
      free = next;
      permanent = new Set(ids);
    }
    if (input.freeTransfers.topUpsToMax.includes(t + 1)) free = input.freeTransfers.maxBanked;
    hitsTotal += hits;
    const lineup = bestLineup(squad, t);
    const xp = (ps: readonly PlanPlayer[]) => ps.reduce((a, p) => a + (p.xp[t] ?? 0), 0);
    const extra = (chip === '3xc' ? 2 : 1) * (lineup.captain.xp[t] ?? 0);
    const bench = xp(lineup.bench);
    const week = xp(lineup.xi) + extra + (chip === 'bboost' ? bench : 0) - HIT_POINTS * hits;
    points += week;
    const benchWeight = chip === 'bboost' ? 1 : (input.weights?.bench ?? BENCH_WEIGHT);
    objective += xp(lineup.xi) + extra + benchWeight * bench - HIT_POINTS * hits;
    return {
      transfersIn: chip === 'freehit' ? [] : ins,
      transfersOut: chip === 'freehit' ? [] : outs,
      hits,
      xi: lineup.xi.map((p) => p.id),
      bench: lineup.bench.map((p) => p.id),
      captain: lineup.captain.id,
      viceCaptain: lineup.vice.id,
      projectedPoints: week,
    };
  });
  if (input.maxHits !== null && hitsTotal > input.maxHits) broken ??= 'max_hits';
  objective += (input.weights?.savedTransfer ?? 0) * (free ?? 0);
  return { weeks, projectedPoints: points, objective, bankAfterTenths: bank, broken };
}

function squadBroken(squad: readonly PlanPlayer[], input: PlanInput, t: number): string | null {
  const week = `in week ${t + 1}`;
  if (squad.length !== 15 || squad.some((p) => p === undefined)) return `squad size ${week}`;
  for (const type of TYPES)
    if (squad.filter((p) => p.type === type).length !== SQUAD_QUOTA[type]) return `squad quota ${week}`;
  const clubs = new Map<number, number>();
  for (const p of squad) clubs.set(p.club, (clubs.get(p.club) ?? 0) + 1);
  if ([...clubs.values()].some((n) => n > 3)) return `three per club ${week}`;
  const ids = new Set(squad.map((p) => p.id));
  if (input.keep.some((id) => !ids.has(id))) return `keep ${week}`;
  if (input.avoid.some((id) => ids.has(id))) return `avoid ${week}`;
  return null;
}
