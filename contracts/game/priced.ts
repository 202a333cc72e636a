/**
 * A player's price (`now_cost`, tenths) is null when the game's payload could not be read there
 * (contracts/fpl/bootstrap.ts). Screens that need a price (price tracking, value per million) keep
 * to the players that have one; every other screen keeps him.
 */
export function hasPrice<E extends { now_cost: number | null }>(e: E): e is Priced<E> {
  return e.now_cost !== null;
}

/** An element whose price could be read. */
export type Priced<E extends { now_cost: number | null }> = E & { now_cost: number };
