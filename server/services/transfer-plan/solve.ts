import { buildModel, candidatePool, squadsOf, keepStart, startFrom, type PlanInput } from '@engine/optimiser';
import type { SolveLimit, SolveResult, Solver } from './solver';

/**
 * CPU seconds HiGHS may use in all before answering with the best plan found (target: 3 s for six
 * gameweeks; on an idle machine CPU and wall time are the same, the worker's thread being the one at work).
 */
export const TIME_LIMIT_SECONDS = 2.5;
/** At most this share of the time goes to the first, smaller solve. */
const FIRST_SHARE = 0.4;

/**
 * The plan in two solves (decision record 0014, "Speed"): first over a small pool (a player left
 * out when any one cheaper player beats him every week), whose plan is then the start of the
 * solve over the full pool. A good start lets HiGHS prune most of the tree at once: on the
 * benchmark's hardest squads, proving the optimum from the squad as it is took four times the CPU
 * of the two solves together. The first plan is also what a time limit falls back on.
 */
export async function solvePlan(
  solver: Solver,
  input: PlanInput,
  limit: SolveLimit = { cpuSeconds: TIME_LIMIT_SECONDS },
) {
  // A CPU budget is shared between the two solves; a deterministic stop applies to each.
  const share = (cpuSeconds: number) => ('cpuSeconds' in limit ? { cpuSeconds } : limit);
  const limitSeconds = 'cpuSeconds' in limit ? limit.cpuSeconds : 0;
  const small = { ...input, players: candidatePool(input, 1) };
  const first = await solver.solve(
    buildModel(small),
    keepStart(small) ?? {},
    share(limitSeconds * FIRST_SHARE),
  );
  const pool = candidatePool(input);
  const poolInput = { ...input, players: pool };
  const found =
    first.squadColumns.length > 0 ? startFrom(poolInput, squadsOf(small, new Set(first.squadColumns))) : null;
  const left = share(Math.max(limitSeconds - first.cpuSeconds, limitSeconds * (1 - FIRST_SHARE) * 0.5));
  const second = await solver.solve(buildModel(poolInput), found ?? keepStart(poolInput) ?? {}, left);
  const spent = { seconds: first.seconds + second.seconds, cpuSeconds: first.cpuSeconds + second.cpuSeconds };
  // An infeasible small pool says nothing about the full one; nor does an infeasible candidate pool
  // about every player: a squad picked from nothing (or a Wildcard keeping few) can need more clubs
  // than the dominance pruning left, so only the unpruned solve may say a plan cannot exist.
  if (second.status === 'infeasible' && pool.length < input.players.length) {
    const all = await solver.solve(buildModel(input), keepStart(input) ?? {}, left);
    const result: SolveResult = {
      ...all,
      seconds: spent.seconds + all.seconds,
      cpuSeconds: spent.cpuSeconds + all.cpuSeconds,
    };
    return { pool: input.players, poolInput: input, result };
  }
  return { pool, poolInput, result: { ...second, ...spent } satisfies SolveResult };
}
