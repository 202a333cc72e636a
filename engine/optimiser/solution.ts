import { col } from './model';
import type { PlanInput } from './types';

/** Each week's squad from the squad columns the solver set to 1. */
export function squadsOf(input: PlanInput, chosen: ReadonlySet<string>): number[][] {
  return Array.from({ length: input.horizon }, (_, t) =>
    input.players.filter((p) => chosen.has(col.squad(p.id, t))).map((p) => p.id),
  );
}
