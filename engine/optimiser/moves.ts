import type { PlanPlayer } from './types';

export interface Move {
  out: number;
  in: number;
  /** Expected points of the player bought minus the player sold, from this gameweek to the horizon's end. */
  gain: number;
}

/**
 * A week's transfers as moves, each sale paired with a purchase of the same position (the squad
 * quota makes them match), dearest with dearest: the projected gain a manager reads as the reason
 * for each move, over the gameweeks left in the plan from week t.
 */
export function movesOf(
  players: readonly PlanPlayer[],
  outs: readonly number[],
  ins: readonly number[],
  t: number,
): Move[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  const rest = (p: PlanPlayer) => p.xp.slice(t).reduce((a, x) => a + x, 0);
  const order = (ids: readonly number[], type: number) =>
    ids
      .map((id) => byId.get(id)!)
      .filter((p) => p.type === type)
      .sort((a, b) => b.priceTenths - a.priceTenths || a.id - b.id);
  return [1, 2, 3, 4].flatMap((type) => {
    const sold = order(outs, type);
    const bought = order(ins, type);
    return sold.flatMap((o, i) => {
      const b = bought[i];
      return b ? [{ out: o.id, in: b.id, gain: Math.round((rest(b) - rest(o)) * 100) / 100 }] : [];
    });
  });
}
