/** One player's bonus points system score in one fixture. */
export interface FixtureBps {
  element: number;
  bps: number;
}

/** Bonus points by rank: the fixture's best BPS gets 3, the next 2, the next 1. */
const BONUS_BY_RANK = [3, 2, 1] as const;

/**
 * The bonus the game awards in one fixture from its BPS standings (FPL rules, "Bonus points"):
 * 3, 2 and 1 for the three best scores. Players level share the rank and each gets its bonus, and
 * the ranks they fill are used up (standard competition ranking): two level first get 3 each and
 * the next 1; three level first get 3 each and nobody else scores; two level second get 2 each
 * and nobody gets 1; two level third get 1 each. Players with no BPS recorded earn nothing.
 */
export function bonusFromBps(rows: readonly FixtureBps[]): Map<number, number> {
  const sorted = [...rows].sort((a, b) => b.bps - a.bps);
  const bonus = new Map<number, number>();
  let rank = 0;
  sorted.forEach((row, i) => {
    if (i === 0 || row.bps !== sorted[i - 1]?.bps) rank = i;
    const points = BONUS_BY_RANK[rank];
    if (points !== undefined) bonus.set(row.element, points);
  });
  return bonus;
}
