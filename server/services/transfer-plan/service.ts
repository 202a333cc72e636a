import type { OpenfplProjection } from '@contracts/api/openfpl';
import type { TransferPlan, TransferPlanQuery } from '@contracts/api/transfer-plan';
import { nextGameweek, seasonLabel } from '@contracts/game/schedule';
import { LAST_GAMEWEEK } from '@contracts/game/season';
import { hasPrice } from '@contracts/game/priced';
import { evaluatePlan, movesOf, ownedPrices, squadsOf, type PlanInput } from '@engine/optimiser';
import { freeTransferRules, freeTransfersFor, type ChipPlay } from '@engine/transfers';
import { UpstreamError, type FplSource } from '../../fpl/source';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { ERROR_CODES } from '@contracts/errors';
import { managerNotFound } from '../manager';
import { orNotFound, requireFields, upstreamId } from '../upstream';
import { checkOptions, infeasible, planInput, planPlayers } from './inputs';
import { solvePlan } from './solve';
import type { Solver } from './solver';

export interface TransferPlanDeps {
  fpl: FplSource;
  /** The points model's projections `horizon` gameweeks ahead (the Open FPL service). */
  projections: (horizon: number) => Promise<OpenfplProjection[]>;
  solver: Solver;
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export function createTransferPlanService({ fpl, projections, solver }: TransferPlanDeps) {
  /** The manager's squad before the next deadline: after a Free Hit, the week before's. */
  async function squadOf(id: number) {
    const entry = (await orNotFound(fpl.entry(id), managerNotFound(id))).data;
    if (entry.current_event === null)
      throw notFound(`Manager ${id} has no team yet: the season has not started.`);
    const current = upstreamId(`manager ${id}'s current_event`, entry.current_event, LAST_GAMEWEEK);
    const picks = (await orNotFound(fpl.entryPicks(id, current), `No team found for manager ${id}`)).data;
    const squadPicks =
      picks.active_chip === 'freehit' && current > 1 ? (await fpl.entryPicks(id, current - 1)).data : picks;
    return {
      current,
      picks,
      ids: squadPicks.picks.map((p) => p.element),
      fromSeasonStart: (entry.started_event ?? 1) <= 1,
    };
  }

  /** The manager's transfers, or null when they cannot be read: prices then fall back, and say so. */
  async function transfersOf(id: number) {
    try {
      return (await fpl.entryTransfers(id)).data;
    } catch (err) {
      if (err instanceof UpstreamError) return null;
      throw err;
    }
  }

  const solve = (input: PlanInput) => solvePlan(solver, input);

  return async function plan(id: number, q: TransferPlanQuery): Promise<TransferPlan> {
    const [squad, history, bootstrap, transfers] = await Promise.all([
      squadOf(id),
      orNotFound(fpl.entryHistory(id), managerNotFound(id)),
      fpl.bootstrapStatic(),
      transfersOf(id),
    ]);
    const { events, elements } = bootstrap.data;
    const first = nextGameweek(events);
    if (first === null) throw infeasible('horizon: the season has no gameweeks left to plan');
    const lastGameweek = Math.max(...events.map((e) => e.id));
    if (first + q.horizon - 1 > lastGameweek)
      throw badRequest(
        `horizon must be at most ${lastGameweek - first + 1}: the season ends in gameweek ${lastGameweek}`,
      );
    requireFields(history.data, ['entry_history.chips', 'entry_history.current'], `manager ${id}'s history`);
    const chips: ChipPlay[] = [...history.data.chips];
    if (squad.picks.active_chip) chips.push({ name: squad.picks.active_chip, event: squad.current });
    checkOptions(q, first, elements, chips);

    const rules = freeTransferRules(seasonLabel(events));
    let free;
    try {
      free = freeTransfersFor(first, history.data.current, chips, rules);
    } catch (err) {
      if (err instanceof RangeError)
        throw new UpstreamError('invalid_payload', `manager ${id}: ${err.message}`);
      throw err;
    }
    const horizons = await Promise.all(Array.from({ length: q.horizon }, (_, i) => projections(i + 1)));
    const priced = elements.filter(hasPrice);
    const owned = ownedPrices({
      owned: squad.ids,
      nowTenths: new Map(priced.map((e) => [e.id, e.now_cost])),
      startTenths: new Map(priced.map((e) => [e.id, e.now_cost - e.cost_change_start])),
      transfers,
      freeHitEvents: new Set(chips.filter((c) => c.name === 'freehit').map((c) => c.event)),
      fromSeasonStart: squad.fromSeasonStart,
    });
    const players = planPlayers(elements, horizons, new Map(owned.map((o) => [o.id, o.sellTenths])));
    const input = planInput(q, first, players, {
      ids: squad.ids,
      bankTenths: squad.picks.entry_history.bank,
      free: free.unlimited ? null : free.free,
      topUps: rules.topUps.filter((u) => u.freeTransfers >= rules.maxBanked).map((u) => u.event - first),
    });

    const { pool, poolInput, result } = await solve(input);
    if (result.status === 'infeasible') throw await whyInfeasible(input);
    if (result.squadColumns.length === 0)
      throw new ApiError(
        503,
        ERROR_CODES.upstreamUnavailable,
        'No plan was found in the time allowed; try a shorter horizon or fewer options.',
      );
    const planned = evaluatePlan(poolInput, squadsOf(poolInput, new Set(result.squadColumns)));
    const held = new Set([...squad.ids, ...planned.weeks.flatMap((w) => [...w.xi, ...w.bench])]);
    const kept = evaluatePlan(
      { ...poolInput, keep: [], avoid: [], maxHits: null },
      Array.from({ length: q.horizon }, () => squad.ids),
    );
    return {
      manager_id: id,
      horizon: q.horizon,
      gameweeks: planned.weeks.map((w, t) => ({
        gameweek: first + t,
        transfers_in: w.transfersIn,
        transfers_out: w.transfersOut,
        hits: w.hits,
        moves: movesOf(pool, w.transfersOut, w.transfersIn, t),
        chip: input.chip?.offset === t ? input.chip.name : null,
        xi: w.xi,
        bench: w.bench,
        captain: w.captain,
        vice_captain: w.viceCaptain,
        projected_points: round(w.projectedPoints),
      })),
      squad_after:
        squadsOf(poolInput, new Set(result.squadColumns)).findLast(
          (_, t) => input.chip?.name !== 'freehit' || input.chip.offset !== t,
        ) ?? squad.ids,
      bank_after: planned.bankAfterTenths / 10,
      projected_points: round(planned.projectedPoints),
      projected_points_keep: round(kept.projectedPoints),
      free_transfers: free.unlimited ? null : free.free,
      selling_prices: owned.map((o) => ({
        player_id: o.id,
        purchase_price: o.purchaseTenths / 10,
        selling_price: o.sellTenths / 10,
        source: o.source,
      })),
      expected_points: pool
        .filter((p) => held.has(p.id))
        .map((p) => ({ player_id: p.id, points: p.xp.map((x) => round(x)) })),
      candidates: pool.length,
      solver: {
        status: result.status === 'optimal' ? 'optimal' : 'time_limit',
        seconds: round(result.seconds, 3),
        gap: result.gap === null ? null : round(result.gap, 4),
      },
    };
  };

  /** Names the option that makes the plan impossible: max_hits if lifting it helps, else the budget. */
  async function whyInfeasible(input: PlanInput): Promise<ApiError> {
    if (input.maxHits !== null) {
      const relaxed = await solve({ ...input, maxHits: null });
      if (relaxed.result.status !== 'infeasible')
        return infeasible(`max_hits: the options need more than ${input.maxHits} hits`);
    }
    return infeasible('budget: the players to keep cannot be afforded with a valid squad around them');
  }
}
export type TransferPlanService = ReturnType<typeof createTransferPlanService>;
