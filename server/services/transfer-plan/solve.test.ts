import { afterAll, describe, expect, it } from 'vitest';
import {
  candidatePool,
  squadsOf,
  type ElementType,
  type PlanInput,
  type PlanPlayer,
} from '@engine/optimiser';
import { solvePlan } from './solve';
import { createSolver } from './solver';

const solver = createSolver();
afterAll(() => solver.close());

/**
 * A team picked from nothing where three clubs' players are cheaper and better than everyone else's
 * in every position: the dominance pruning keeps only those three clubs, and three a club makes 9,
 * not 15.
 */
function pickedFromNothing(): PlanInput {
  const perClub: ElementType[] = [1, 2, 2, 3, 3, 4];
  const players: PlanPlayer[] = [];
  for (let club = 1; club <= 6; club++)
    for (const type of perClub) {
      const strong = club <= 3;
      const priceTenths = strong ? 40 : 45;
      players.push({
        id: players.length + 1,
        type,
        club,
        priceTenths,
        sellTenths: priceTenths,
        xp: strong ? [5, 5] : [2, 2],
      });
    }
  return {
    players,
    squad: [],
    bankTenths: 1000,
    horizon: 2,
    freeTransfers: { first: null, maxBanked: 5, topUpsToMax: [] },
    maxHits: null,
    keep: [],
    avoid: [],
    chip: null,
  };
}

describe('solvePlan', () => {
  it('finds a squad from nothing when the pruned pool cannot make one', { timeout: 60_000 }, async () => {
    const input = pickedFromNothing();
    const pruned = new Set(candidatePool(input).map((p) => p.club));
    expect([...pruned].sort()).toEqual([1, 2, 3]);

    const { result, poolInput } = await solvePlan(solver, input);
    expect(result.status).toBe('optimal');
    const [first] = squadsOf(poolInput, new Set(result.squadColumns));
    expect(first).toHaveLength(15);
    // Three a club from the three strong clubs, the other six from the rest.
    const clubOf = new Map(input.players.map((p) => [p.id, p.club]));
    expect(first!.filter((id) => clubOf.get(id)! <= 3)).toHaveLength(9);
  });
});
