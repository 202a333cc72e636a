import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { transferPlanSchema, type TransferPlan } from '@contracts/api/transfer-plan';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { ApiError } from '../../http/api-error';
import { createTransferPlanService } from './service';
import { createSolver } from './solver';
import { LEAGUE_ENTRIES, realSeason } from './testing/real-season';

const dir = path.resolve(import.meta.dirname, '../../../../shared/fpl-data/api/2025-26');
const present = existsSync(path.join(dir, 'entry', '25029', 'event', '29', 'picks.json'));
const AS_OF = 29;

/** Every rule of the game checked on the answer itself, from the game's own data. */
function checkRules(
  plan: TransferPlan,
  bootstrap: BootstrapStatic,
  before: { squad: number[]; bank: number; free: number },
) {
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  let squad = before.squad;
  let bank = before.bank;
  let free = before.free;
  for (const week of plan.gameweeks) {
    squad = [...squad.filter((id) => !week.transfers_out.includes(id)), ...week.transfers_in];
    const sells = week.transfers_out.reduce((a, id) => a + (byId.get(id)!.now_cost ?? 0), 0);
    const buys = week.transfers_in.reduce((a, id) => a + (byId.get(id)!.now_cost ?? 0), 0);
    bank += sells - buys;
    expect(bank).toBeGreaterThanOrEqual(0);
    expect(week.transfers_in).toHaveLength(week.transfers_out.length);
    expect(week.hits).toBe(Math.max(0, week.transfers_in.length - free));
    free = Math.min(5, Math.max(0, free - week.transfers_in.length) + 1);
    const playing = [...week.xi, ...week.bench];
    expect(new Set(playing)).toEqual(new Set(squad));
    expect(new Set(squad).size).toBe(15);
    const types = (ids: number[]) => ids.map((id) => byId.get(id)!.element_type);
    const count = (ids: number[], t: number) => types(ids).filter((x) => x === t).length;
    expect([1, 2, 3, 4].map((t) => count(squad, t))).toEqual([2, 5, 5, 3]);
    const clubs = new Map<number, number>();
    for (const id of squad) clubs.set(byId.get(id)!.team, (clubs.get(byId.get(id)!.team) ?? 0) + 1);
    expect(Math.max(...clubs.values())).toBeLessThanOrEqual(3);
    expect(week.xi).toHaveLength(11);
    expect(count(week.xi, 1)).toBe(1);
    expect(count(week.xi, 2)).toBeGreaterThanOrEqual(3);
    expect(count(week.xi, 3)).toBeGreaterThanOrEqual(2);
    expect(count(week.xi, 4)).toBeGreaterThanOrEqual(1);
    expect(byId.get(week.bench[0]!)!.element_type).toBe(1);
    expect(week.xi).toContain(week.captain);
    expect(week.xi).toContain(week.vice_captain);
    expect(week.vice_captain).not.toBe(week.captain);
  }
  expect(new Set(plan.squad_after)).toEqual(new Set(squad));
  expect(plan.bank_after).toBeCloseTo(bank / 10, 5);
}

describe.skipIf(!present)(
  'transfer plans for real squads of the recorded 2025-26 season as of gameweek 29 (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  { timeout: 300_000 },
  () => {
    const solver = createSolver();
    afterAll(() => solver.close());
    const built = present
      ? realSeason(dir, AS_OF).then((season) => ({
          season,
          plan: createTransferPlanService({ ...season, solver }),
        }))
      : null;

    it.each(LEAGUE_ENTRIES.slice(0, 3))(
      'manager %i: a plan over 3 gameweeks keeps every rule',
      async (id) => {
        const { season, plan } = await built!;
        const answer = transferPlanSchema.parse(await plan(id, { horizon: 3 }));
        const bootstrap = (await season.fpl.bootstrapStatic()).data;
        const picks = (await season.fpl.entryPicks(id, AS_OF)).data;
        expect(answer.gameweeks.map((w) => w.gameweek)).toEqual([30, 31, 32]);
        checkRules(answer, bootstrap, {
          squad: picks.picks.map((p) => p.element),
          bank: picks.entry_history.bank,
          free: answer.free_transfers!,
        });
        // Keeping the squad is one of the plans considered, so the best is at least as good (bench aside).
        expect(answer.projected_points).toBeGreaterThanOrEqual(answer.projected_points_keep - 1);
        expect(answer.selling_prices.every((p) => p.source === 'current_price')).toBe(true);
      },
    );

    it('no hits allowed: every week within its free transfers', async () => {
      const { plan } = await built!;
      const answer = await plan(LEAGUE_ENTRIES[0]!, { horizon: 2, max_hits: 0 });
      expect(answer.gameweeks.every((w) => w.hits === 0)).toBe(true);
    });

    it('a kept player stays and an avoided owned player is sold in the first gameweek', async () => {
      const { season, plan } = await built!;
      const id = LEAGUE_ENTRIES[1]!;
      const owned = (await season.fpl.entryPicks(id, AS_OF)).data.picks.map((p) => p.element);
      const answer = await plan(id, { horizon: 2, keep: [owned[1]!], avoid: [owned[2]!] });
      expect(answer.gameweeks[0]!.transfers_out).toContain(owned[2]);
      for (const w of answer.gameweeks) expect([...w.xi, ...w.bench]).toContain(owned[1]);
    });

    it('options no plan can meet are a 422 naming the constraint; an unknown manager a 404', async () => {
      const { plan } = await built!;
      const id = LEAGUE_ENTRIES[2]!;
      await expect(plan(id, { horizon: 1, keep: [1], avoid: [1] })).rejects.toMatchObject({
        statusCode: 422,
        message: expect.stringContaining('keep and avoid'),
      });
      const owned = (await (await built!).season.fpl.entryPicks(id, AS_OF)).data.picks.map((p) => p.element);
      const err = await plan(id, { horizon: 1, avoid: owned.slice(0, 6), max_hits: 0 }).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ statusCode: 422, message: expect.stringContaining('max_hits') });
      await expect(plan(999_999_999, { horizon: 1 })).rejects.toMatchObject({ statusCode: 404 });
      await expect(plan(id, { horizon: 2, chip: 'bboost', chip_gw: 35 })).rejects.toMatchObject({
        statusCode: 400,
      });
    });
  },
);
