import { afterAll, describe, expect, it } from 'vitest';
import { evaluatePlan, buildModel, squadsOf, keepStart, type PlanInput } from '@engine/optimiser';
import { allSquads, tinyGame } from '@engine/optimiser/testing/tiny';
import { createSolver } from './solver';

const solver = createSolver();
afterAll(() => solver.close());

/** The best objective over every sequence of valid squads, each scored by the game's rules. */
function exhaustive(input: PlanInput): number {
  const squads = allSquads(input.players);
  let best = -Infinity;
  const walk = (prefix: number[][]) => {
    if (prefix.length === input.horizon) {
      const e = evaluatePlan(input, prefix);
      if (e.broken === null) best = Math.max(best, e.objective);
      return;
    }
    for (const s of squads) walk([...prefix, s]);
  };
  walk([]);
  return best;
}

async function solved(input: PlanInput) {
  const r = await solver.solve(buildModel(input), keepStart(input) ?? {}, { cpuSeconds: 60 });
  const plan = evaluatePlan(input, squadsOf(input, new Set(r.squadColumns)));
  return { status: r.status, objective: r.objective, plan };
}

describe(
  'the transfer plan is optimal on instances small enough to search exhaustively',
  { timeout: 120_000 },
  () => {
    const cases: [string, PlanInput][] = [
      ['one gameweek, one free transfer', tinyGame(1, 1)],
      [
        'one gameweek, no bank, two free transfers',
        { ...tinyGame(2, 1), bankTenths: 0, freeTransfers: { first: 2, maxBanked: 5, topUpsToMax: [] } },
      ],
      ['one gameweek with a Wildcard', { ...tinyGame(3, 1), chip: { name: 'wildcard', offset: 0 } }],
      ['one gameweek with Bench Boost', { ...tinyGame(4, 1), chip: { name: 'bboost', offset: 0 } }],
      [
        'one gameweek with Triple Captain, no hits',
        { ...tinyGame(5, 1), chip: { name: '3xc', offset: 0 }, maxHits: 0 },
      ],
      ['one gameweek keeping one player and avoiding another', { ...tinyGame(6, 1), keep: [3], avoid: [1] }],
      ['two gameweeks, free transfers banked', tinyGame(7, 2)],
      [
        'two gameweeks, a heavier bench and saved transfers worth points',
        { ...tinyGame(7, 2), weights: { bench: 0.5, savedTransfer: 2 } },
      ],
      [
        'two gameweeks with a Free Hit in the first',
        { ...tinyGame(8, 2), chip: { name: 'freehit', offset: 0 } },
      ],
    ];
    for (const [name, input] of cases)
      it(name, async () => {
        const { status, objective, plan } = await solved(input);
        expect(status).toBe('optimal');
        expect(plan.broken).toBeNull();
        const best = exhaustive(input);
        // The plan as the game scores it equals the solver's objective and the exhaustive best.
        expect(plan.objective).toBeCloseTo(objective!, 4);
        expect(plan.objective).toBeCloseTo(best, 4);
      });
  },
);
