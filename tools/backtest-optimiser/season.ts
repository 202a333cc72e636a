import {
  evaluatePlan,
  sellingPriceTenths,
  squadsOf,
  type PlanChip,
  type PlanInput,
  type PlanPlayer,
  type PlanWeek,
  type PlanWeights,
} from '@engine/optimiser';
import {
  freeTransfersFor,
  type ChipPlay,
  type FreeTransferRules,
  type TransferWeek,
} from '@engine/transfers';
import { solvePlan } from '../../server/services/transfer-plan/solve';
import type { SolveLimit, Solver } from '../../server/services/transfer-plan/solver';
import { CHIP_GAIN_TO_PLAY, chipsLeft, chooseChip } from './chips';
import type { SeasonHistory } from './history';
import type { DeadlinePlayer } from './projections';

/** A team between two deadlines: purchase prices of the players bought, by id. */
export interface Team {
  squad: number[];
  bankTenths: number;
  bought: Map<number, number>;
}

export interface ManagedWeek {
  gameweek: number;
  /** The week's pick as the plan makes it, with the chip played (null for none). */
  week: PlanWeek;
  chip: PlanChip | null;
  /** Players as the deadline saw them (prices, selling prices, expected points). */
  players: PlanPlayer[];
  cpuSeconds: number;
  /** The solves' statuses: 'optimal' (within the limit's gap), or the limit HiGHS stopped at. */
  statuses: string[];
}

/** Gameweeks a player's price is looked back over when his club blanks the gameweek (no row of his). */
const PRICE_LOOKBACK_GAMEWEEKS = 2;

/**
 * The players a team may hold at the deadline of `gameweek`: those with a price in the history
 * files then (or a gameweek or two before, a blank), and every player the team owns; buying at the
 * price, selling at the game's selling price (engine/optimiser/selling.ts). An owned player with no
 * price that recent has left the league: he sells at his last price and is projected nothing.
 */
export function deadlinePlayers(
  projected: readonly DeadlinePlayer[],
  history: SeasonHistory,
  gameweek: number,
  bought: ReadonlyMap<number, number>,
): PlanPlayer[] {
  return projected.flatMap((p) => {
    let price: number | undefined;
    let g = gameweek;
    for (; g >= 1 && price === undefined; g--) {
      if (gameweek - g >= PRICE_LOOKBACK_GAMEWEEKS && !bought.has(p.id)) break;
      price = history.price(g, p.id);
    }
    if (price === undefined) return [];
    const gone = gameweek - (g + 1) >= PRICE_LOOKBACK_GAMEWEEKS;
    const paid = bought.get(p.id);
    const sellTenths = paid === undefined ? price : sellingPriceTenths(paid, price);
    const xp = gone ? p.xp.map(() => 0) : p.xp;
    return [{ id: p.id, type: p.position, club: p.club, priceTenths: price, sellTenths, xp }];
  });
}

/**
 * The players as the plan weighs them: each later week's expected points times `discount` once
 * more per week ahead (1 leaves them as projected), as later weeks' projections are surer to
 * change before their deadline (news, form) and a plan made next week may undo their moves.
 */
export function discounted(players: readonly PlanPlayer[], discount: number): PlanPlayer[] {
  if (discount === 1) return [...players];
  return players.map((p) => ({ ...p, xp: p.xp.map((x, t) => x * discount ** t) }));
}

/**
 * The optimiser managing one team from `from` to `to`: at each deadline it plans `horizon`
 * gameweeks on that deadline's projections and makes the first week's moves, free transfers
 * counted as engine/transfers counts them (banked up to the rule's maximum), hits when the plan
 * pays for them, chips by chips.ts. The team is picked at the first deadline with 100.0m.
 */
export async function manageSeason(
  deps: {
    solver: Solver;
    project: (gameweek: number, horizon: number) => DeadlinePlayer[];
    history: SeasonHistory;
    rules: FreeTransferRules;
  },
  opts: {
    season: string;
    from: number;
    to: number;
    horizon: number;
    limit: SolveLimit;
    chipThresholds?: Readonly<Record<PlanChip, number>>;
    weights?: PlanWeights;
    /** Each week ahead's expected points count this much more than the next's (see discounted). */
    discount?: number;
  },
  onWeek: (w: ManagedWeek) => void,
): Promise<void> {
  const team: Team = { squad: [], bankTenths: 1000, bought: new Map() };
  const made: TransferWeek[] = [];
  const chips: ChipPlay[] = [];
  for (let g = opts.from; g <= opts.to; g++) {
    const players = deadlinePlayers(deps.project(g, opts.horizon), deps.history, g, team.bought);
    const free = freeTransfersFor(g, made, chips, deps.rules);
    const input: PlanInput = {
      players: discounted(players, opts.discount ?? 1),
      squad: team.squad,
      bankTenths: team.bankTenths,
      horizon: opts.horizon,
      freeTransfers: {
        first: free.unlimited ? null : free.free,
        maxBanked: deps.rules.maxBanked,
        topUpsToMax: deps.rules.topUps
          .filter((u) => u.freeTransfers >= deps.rules.maxBanked)
          .map((u) => u.event - g),
      },
      maxHits: null,
      keep: [],
      avoid: [],
      chip: null,
      weights: opts.weights,
    };
    let cpuSeconds = 0;
    const statuses: string[] = [];
    const plan = async (chip: PlanChip | null) => {
      const { poolInput, result } = await solvePlan(
        deps.solver,
        { ...input, chip: chip && { name: chip, offset: 0 } },
        opts.limit,
      );
      cpuSeconds += result.cpuSeconds;
      statuses.push(result.status);
      if (result.squadColumns.length === 0)
        throw new Error(`GW${g}: no plan (${result.status}${result.error ? `: ${result.error}` : ''})`);
      return evaluatePlan(poolInput, squadsOf(poolInput, new Set(result.squadColumns)));
    };
    let best = await plan(null);
    let chip: PlanChip | null = null;
    if (!free.unlimited) {
      const left = chipsLeft(g, chips, opts.season);
      const xp = (id: number) => players.find((p) => p.id === id)?.xp[0] ?? 0;
      const first = best.weeks[0]!;
      // Triple Captain and Bench Boost are judged on the plan without them (the captain's and the
      // bench's expected points); Wildcard and Free Hit by planning with them.
      const gains = new Map<PlanChip, number>([
        ['3xc', xp(first.captain)],
        ['bboost', first.bench.reduce((a, id) => a + xp(id), 0)],
      ]);
      const chipPlans = new Map<PlanChip, Awaited<ReturnType<typeof plan>>>();
      for (const c of ['wildcard', 'freehit'] as const)
        if (left.chips.includes(c)) {
          chipPlans.set(c, await plan(c));
          gains.set(c, chipPlans.get(c)!.projectedPoints - best.projectedPoints);
        }
      chip = chooseChip(g, gains, left, opts.chipThresholds ?? CHIP_GAIN_TO_PLAY);
      if (chip) best = chipPlans.get(chip) ?? (await plan(chip));
    }
    const week = best.weeks[0]!;
    apply(team, week, chip, players);
    made.push({ event: g, event_transfers: week.transfersIn.length });
    if (chip) chips.push({ name: chip, event: g });
    onWeek({ gameweek: g, week, chip, players, cpuSeconds, statuses });
  }
}

/** The week's moves on the team (none under Free Hit: the squad returns the week after). */
function apply(team: Team, week: PlanWeek, chip: PlanChip | null, players: readonly PlanPlayer[]) {
  if (chip === 'freehit') return;
  const byId = new Map(players.map((p) => [p.id, p]));
  for (const id of week.transfersOut) {
    team.bankTenths += byId.get(id)!.sellTenths;
    team.bought.delete(id);
  }
  for (const id of week.transfersIn) {
    team.bankTenths -= byId.get(id)!.priceTenths;
    team.bought.set(id, byId.get(id)!.priceTenths);
  }
  team.squad = [...week.xi, ...week.bench];
}
