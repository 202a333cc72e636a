import path from 'node:path';
import { parseArgs } from 'node:util';
import { seasonLabel } from '@contracts/game/schedule';
import {
  bestLineup,
  sellingPriceTenths,
  scoreWeek,
  type PlanInput,
  type PlanPlayer,
  evaluatePlan,
  squadsOf,
} from '@engine/optimiser';
import { freeTransferRules } from '@engine/transfers';
import { createSnapshotSource } from '../../server/fpl/snapshot-source';
import { solvePlan } from '../../server/services/transfer-plan/solve';
import { createSolver } from '../../server/services/transfer-plan/solver';
import { realSeason } from '../../server/services/transfer-plan/testing/real-season';
import { greedyTransfer } from './greedy';
import { loadHistory } from './history';
import { recordedManagers } from './managers';

/**
 * npm run backtest-optimiser [-- --from 2 --to 29 --horizon 3]
 * One team managed through 2025-26 week by week: at each deadline the points model is rebuilt as
 * of the gameweek before (players' season totals rolled back with the live payloads of later
 * gameweeks, the 2025-26-topmarx copies filling GW1-29), prices are the history files' for the
 * gameweek, and the optimiser plans `horizon` gameweeks and makes the first week's moves: one free
 * transfer a week, banked up to five, hits when the plan finds them worth it. Chips: none are
 * played (a rule for them is not built yet). The team is picked at the first deadline with 100.0m,
 * as a team entered then would be. Each week is scored as the game scores it (automatic
 * substitutions, vice-captain) from the history files, net of hits. Beside it on the same weeks:
 * the first team kept (best XI each week), a greedy manager (the one transfer that adds most
 * expected points next week, when it adds any), the average manager and the recorded league.
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string', default: '2' },
    to: { type: 'string', default: '29' },
    horizon: { type: 'string', default: '3' },
  },
});
const data = path.resolve(import.meta.dirname, '../../../shared/fpl-data');
const api = path.join(data, 'api/2025-26');

async function main() {
  const [from, to, horizon] = [Number(values.from), Number(values.to), Number(values.horizon)];
  const history = await loadHistory(path.join(data, 'vaastav/2025-26'));
  const snapshot = createSnapshotSource(api);
  const topmarx = createSnapshotSource(path.join(data, 'api/2025-26-topmarx'));
  // Live payloads of GW1-29 (xG stripped, unused by the roll-back) so season totals can be rolled back.
  const base = {
    ...snapshot,
    eventLive: (gw: number) => (gw < 30 ? topmarx.eventLive(gw) : snapshot.eventLive(gw)),
  };
  const solver = createSolver();
  const priceAt = (g: number, id: number): number | undefined => {
    for (let w = g; w >= 1; w--) {
      const p = history.price(w, id);
      if (p !== undefined) return p;
    }
    return undefined;
  };
  let squad: number[] = [];
  let bank = 1000;
  let free: number | null = null;
  const bought = new Map<number, number>();
  let kept: number[] = [];
  let greedy = { squad: [] as number[], bank: 0, bought: new Map<number, number>() };
  const totals = { plan: 0, keep: 0, greedy: 0, hits: 0 };
  console.log('gw  plan  keep  greedy  hits  transfers  solver');
  for (let g = from; g <= to; g++) {
    const season = await realSeason(api, g - 1, { base });
    if (!season.totals.rolledBack) throw new Error(`as of GW${g - 1}: ${season.totals.reason}`);
    const { elements, events } = (await season.fpl.bootstrapStatic()).data;
    const xp = new Map<number, number[]>();
    for (let h = 1; h <= horizon; h++)
      for (const r of await season.projections(h))
        xp.set(r.player_id, [...(xp.get(r.player_id) ?? []), r.predicted_points]);
    const players = (own: ReadonlyMap<number, number>): PlanPlayer[] =>
      elements.flatMap((e) => {
        const price = priceAt(g, e.id);
        if (price === undefined || (history.price(g, e.id) === undefined && !own.has(e.id))) return [];
        const paid = own.get(e.id);
        return [
          {
            id: e.id,
            type: e.element_type as PlanPlayer['type'],
            club: e.team,
            priceTenths: price,
            sellTenths: paid === undefined ? price : sellingPriceTenths(paid, price),
            xp: xp.get(e.id) ?? Array.from({ length: horizon }, () => 0),
          },
        ];
      });
    const rules = freeTransferRules(seasonLabel(events));
    const input: PlanInput = {
      players: players(bought),
      squad,
      bankTenths: bank,
      horizon,
      freeTransfers: {
        first: free,
        maxBanked: rules.maxBanked,
        topUpsToMax: rules.topUps.filter((u) => u.freeTransfers >= rules.maxBanked).map((u) => u.event - g),
      },
      maxHits: null,
      keep: [],
      avoid: [],
      chip: null,
    };
    const { poolInput, result } = await solvePlan(solver, input);
    if (result.squadColumns.length === 0)
      throw new Error(`GW${g}: no plan (${result.status}${result.error ? `: ${result.error}` : ''})`);
    const plan = evaluatePlan(poolInput, squadsOf(poolInput, new Set(result.squadColumns)));
    const week = plan.weeks[0]!;
    const byId = new Map(input.players.map((p) => [p.id, p]));
    const typeOf = (id: number) => byId.get(id)!.type;
    const played = (id: number) => history.played(g, id);
    for (const id of week.transfersOut) {
      bank += byId.get(id)!.sellTenths;
      bought.delete(id);
    }
    for (const id of week.transfersIn) {
      bank -= byId.get(id)!.priceTenths;
      bought.set(id, byId.get(id)!.priceTenths);
    }
    squad = [...week.xi, ...week.bench];
    free = free === null ? 1 : Math.min(rules.maxBanked, Math.max(0, free - week.transfersIn.length) + 1);
    if (rules.topUps.some((u) => u.event === g + 1 && u.freeTransfers >= rules.maxBanked))
      free = rules.maxBanked;
    const planPoints = scoreWeek(week, typeOf, played);

    if (kept.length === 0) {
      kept = [...squad];
      greedy = { squad: [...squad], bank, bought: new Map(bought) };
    }
    const lineupScore = (ids: readonly number[], hits: number) => {
      const team = players(new Map(ids.map((id) => [id, priceAt(g, id) ?? 0]))).filter((p) =>
        ids.includes(p.id),
      );
      const l = bestLineup(team, 0);
      const pick = {
        xi: l.xi.map((p) => p.id),
        bench: l.bench.map((p) => p.id),
        captain: l.captain.id,
        viceCaptain: l.vice.id,
        hits,
      };
      return scoreWeek(pick, (id) => team.find((p) => p.id === id)!.type, played);
    };
    const keepPoints = lineupScore(kept, 0);
    if (g > from) {
      const pool = players(greedy.bought);
      const move = greedyTransfer(pool, greedy.squad, greedy.bank);
      if (move) {
        greedy.squad = greedy.squad.map((id) => (id === move.out ? move.in : id));
        greedy.bank += move.bankChangeTenths;
        greedy.bought.delete(move.out);
        greedy.bought.set(move.in, pool.find((p) => p.id === move.in)!.priceTenths);
      }
    }
    const greedyPoints = lineupScore(greedy.squad, 0);
    totals.plan += planPoints;
    totals.keep += keepPoints;
    totals.greedy += greedyPoints;
    totals.hits += week.hits;
    console.log(
      [
        String(g).padStart(2),
        String(planPoints).padStart(5),
        String(keepPoints).padStart(5),
        String(greedyPoints).padStart(7),
        String(week.hits).padStart(5),
        String(week.transfersIn.length).padStart(10),
        `${result.status} ${result.cpuSeconds.toFixed(2)} cpu s`,
      ].join(' '),
    );
  }
  await solver.close();
  const { average, league } = await recordedManagers(snapshot, from, to);
  console.log(`\nGameweeks ${from}-${to}, points net of hits:`);
  console.log(`optimiser (horizon ${horizon}, ${totals.hits} hits)  ${totals.plan}`);
  console.log(`greedy one transfer a week             ${totals.greedy}`);
  console.log(`first team kept, no transfers          ${totals.keep}`);
  console.log(`average manager (average_entry_score)  ${average}`);
  console.log(
    `recorded league (${league.count} managers)  median ${league.median}, upper quartile ${league.upperQuartile}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
