import type { Ledger } from '../points/ledger';
import type { Availability } from '../matches/match-types';
import { applyAutoSubs, chooseLineup, scorePicks, type Pick } from './manager-picks';
import type { ChipName, Manager } from './manager-profile';
import { BUDGET, buildSquad, sellPrice, type Holding } from './manager-squad';
import { planTransfers } from './manager-transfers';
import type { SeasonPlayer } from '../world/players';
import { hashNoise, hashUnit, rngFor } from '../rng';
import { makeShop } from './shop';

/** One finished gameweek of one manager, as his history row and picks payload need it. */
export interface GwRecord {
  event: number;
  picks: Pick[];
  chip: ChipName | null;
  subs: { in: number; out: number }[];
  /** Points scored, before hits. */
  points: number;
  transfers: number;
  cost: number;
  bank: number;
  value: number;
  bench: number;
  total: number;
}

export interface ManagerSeason {
  manager: Manager;
  gws: GwRecord[];
  chips: { name: ChipName; event: number; time: number }[];
}

/** Per-gameweek tables indexed by player id (dense arrays: the managers' hot path). */
export interface SeasonInputs {
  seed: number;
  players: readonly SeasonPlayer[];
  byId: Map<number, SeasonPlayer>;
  ledger: Ledger;
  availability: Map<number, Map<number, Availability>>;
  /** Prices at the deadline of a gameweek. */
  prices: (gw: number) => Int32Array;
  /** Expected points over the next three gameweeks, and in the gameweek itself. */
  horizon: (gw: number) => Float64Array;
  expected: (gw: number) => Float64Array;
  /** The players worth considering at a deadline (see `shortlist`). */
  choices: (gw: number) => readonly SeasonPlayer[];
  deadline: (gw: number) => number;
}

/**
 * The manager's reading of players: expected points seen through his judgement. A fixed bias
 * per player for the season (his favourites, his blind spots, a soft spot for his own club) and
 * a smaller weekly wobble; the better the manager, the smaller both.
 */
function seasonBias(inputs: SeasonInputs, m: Manager): Float64Array {
  const sigma = 0.36 - 0.26 * m.skill;
  const bias = new Float64Array(inputs.players.length + 1);
  for (const p of inputs.players)
    bias[p.id] =
      Math.exp(0.7 * sigma * hashNoise(inputs.seed, m.id, p.id, 0)) * (p.club === m.favouriteTeam ? 1.1 : 1);
  return bias;
}

function ratings(
  inputs: SeasonInputs,
  m: Manager,
  bias: Float64Array,
  gw: number,
  source: Float64Array,
): (id: number) => number {
  const wobble = 0.5 * (0.36 - 0.26 * m.skill) * 1.7;
  return (id) =>
    (source[id] ?? 0) * (bias[id] ?? 1) * Math.exp(wobble * (hashUnit(inputs.seed, m.id, id, gw) - 0.5));
}

/** Plays one manager's season through `lastGw`: squad, chips, transfers, lineups and points. */
export function playManager(inputs: SeasonInputs, m: Manager, lastGw: number): ManagerSeason {
  let holdings: Holding[] = [];
  let bank = BUDGET;
  let freeTransfers = 1;
  let total = 0;
  const gws: GwRecord[] = [];
  const chips: ManagerSeason['chips'] = [];
  const bias = seasonBias(inputs, m);
  for (let gw = 1; gw <= lastGw; gw++) {
    const rng = rngFor(inputs.seed, 'manager-gw', m.id, gw);
    const prices = inputs.prices(gw);
    const price = (id: number) => prices[id] ?? 0;
    const shop = makeShop(
      inputs.byId,
      inputs.choices(gw),
      prices,
      ratings(inputs, m, bias, gw, inputs.horizon(gw)),
    );
    const planned = [...m.chipPlan].find(([, g]) => g === gw)?.[0] ?? null;
    const chip = planned && !(gw === 1 && (planned === 'wildcard' || planned === 'freehit')) ? planned : null;
    const saved = { holdings, bank };
    let transfers = 0;
    let cost = 0;
    if (gw === 1 || chip === 'wildcard' || chip === 'freehit') {
      const before = new Map(holdings.map((h) => [h.element, h]));
      const budget = bank + holdings.reduce((sum, h) => sum + sellPrice(h, price(h.element)), 0);
      const built = buildSquad(rng, shop, budget);
      holdings = built.elements.map(
        (element) => before.get(element) ?? { element, purchase: price(element) },
      );
      bank =
        budget -
        holdings.reduce(
          (sum, h) => sum + (before.has(h.element) ? sellPrice(h, price(h.element)) : h.purchase),
          0,
        );
      transfers = gw === 1 ? 0 : holdings.filter((h) => !before.has(h.element)).length;
    } else {
      const status = inputs.availability.get(gw) ?? new Map();
      const plan = planTransfers(
        rng,
        m,
        shop,
        holdings,
        bank,
        freeTransfers,
        (id) => status.get(id)?.status ?? 'a',
      );
      holdings = plan.holdings;
      bank = plan.bank;
      transfers = plan.count;
      cost = Math.max(0, plan.count - freeTransfers) * 4;
    }
    if (chip)
      chips.push({ name: chip, event: gw, time: inputs.deadline(gw) - rng.int(60_000, 70 * 3_600_000) });
    const lineupValue = ratings(inputs, m, bias, gw + 100, inputs.expected(gw));
    const squad = holdings.map((h) => ({
      element: h.element,
      type: (inputs.byId.get(h.element) as SeasonPlayer).position,
    }));
    const chosen = chooseLineup(squad, lineupValue, chip);
    const { picks, subs } = applyAutoSubs(chosen, (id) => inputs.ledger.gwMinutes(id, gw), chip);
    const score = scorePicks(picks, (id) => inputs.ledger.gwPoints(id, gw));
    const value = bank + holdings.reduce((sum, h) => sum + price(h.element), 0);
    total += score.points - cost;
    gws.push({
      event: gw,
      picks,
      chip,
      subs,
      points: score.points,
      transfers,
      cost,
      bank,
      value,
      bench: score.bench,
      total,
    });
    // Free transfers: one more each week up to five; chips keep the saved ones.
    if (gw === 1) freeTransfers = 1;
    else if (chip === 'wildcard' || chip === 'freehit') freeTransfers = Math.min(5, freeTransfers + 1);
    else freeTransfers = transfers > freeTransfers ? 1 : Math.min(5, freeTransfers - transfers + 1);
    if (chip === 'freehit') ({ holdings, bank } = saved);
  }
  return { manager: m, gws, chips };
}
