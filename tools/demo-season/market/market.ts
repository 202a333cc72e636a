import type { Forecast } from './forecast';
import type { PositionId } from '@contracts/game/positions';
import type { SeasonPlayer } from '../world/players';
import { rngFor } from '../rng';
import { DAY } from '../calendar/uk-time';

/**
 * The transfer market of the whole game (millions of managers, modelled as shares): ownership
 * drifts towards what the expected points make attractive, the moves are the transfers, and
 * net transfers move prices the official way: at most 0.1 a day at the nightly update, at most
 * 0.3 between two deadlines, never outside 3.9-15.0.
 */
export interface PlayerMarket {
  /** Index = gameweek: owners, price and transfers of the window before that deadline (1 has none). */
  selected: number[];
  price: number[];
  transfersIn: number[];
  transfersOut: number[];
  now: { selected: number; price: number; eventIn: number; eventOut: number };
  /** After each nightly update so far: its window and the window's transfers up to then (price-history.ts). */
  updates: Array<{ at: number; window: number; price: number; eventIn: number; eventOut: number }>;
}

export interface Market {
  players: Map<number, PlayerMarket>;
  /** Managers in the game at each deadline (index = gameweek) and now. */
  totalPlayers: number[];
  totalNow: number;
}

export interface MarketInput {
  seed: number;
  season: string;
  players: readonly SeasonPlayer[];
  forecast: Forecast;
  deadline: (gw: number) => number;
  /** Windows 2..lastWindow are simulated; the last one only up to `now` when it is still open. */
  lastWindow: number;
  now: number;
  /** Keep every nightly update in `updates` (the current season's price history needs them; past seasons do not). */
  recordUpdates: boolean;
}

const SLOTS: Record<PositionId, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };
/** Of those, places in a typical starting eleven (3.6 defenders, 4.2 midfielders, 2.2 forwards). */
const STARTER_SLOTS: Record<PositionId, number> = { 1: 1, 2: 3.6, 3: 4.2, 4: 2.2 };
export const MIN_PRICE = 39;
export const MAX_PRICE = 150;
const MAX_CHANGES_PER_WINDOW = 3;
/** Nightly price update, 01:30 UTC. */
const UPDATE_OFFSET = 1.5 * 3_600_000;

function population(seed: number, gw: number): number {
  const base = 9_000_000 + (seed % 997) * 1000;
  return Math.round(base * (1 + 0.28 * (1 - Math.exp(-(gw - 1) / 5))));
}

/**
 * Ownership each position's managers would want, capped at 75%: a softmax of expected points
 * plus points per million (squads need cheap starters as much as stars).
 */
function targets(
  players: readonly SeasonPlayer[],
  horizon: Map<number, number>,
  price: (id: number) => number,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const position of [1, 2, 3, 4] as const) {
    const group = players.filter((p) => p.position === position);
    const cheapest = Math.min(...group.map((p) => price(p.id)));
    const starterWeights = group.map((p) => {
      const ep = horizon.get(p.id) ?? 0;
      return Math.exp((ep + (3 * ep) / (price(p.id) / 10)) / 3.2);
    });
    // Bench places go to the cheapest players, the ones likely to play preferred.
    const benchWeights = group.map((p) =>
      price(p.id) <= cheapest + 5 ? Math.exp((horizon.get(p.id) ?? 0) / 4) : 0,
    );
    const starterSum = starterWeights.reduce((a, b) => a + b, 0);
    const benchSum = benchWeights.reduce((a, b) => a + b, 0);
    let shares = group.map(
      (_, i) =>
        ((starterWeights[i] ?? 0) / starterSum) * STARTER_SLOTS[position] +
        ((benchWeights[i] ?? 0) / benchSum) * (SLOTS[position] - STARTER_SLOTS[position]),
    );
    for (let pass = 0; pass < 4; pass++) {
      const over = shares.reduce((sum, s) => sum + Math.max(0, s - 0.75), 0);
      const room = shares.reduce((sum, s) => sum + (s < 0.75 ? s : 0), 0);
      if (over <= 0 || room <= 0) break;
      shares = shares.map((s) => (s >= 0.75 ? 0.75 : s + (over * s) / room));
    }
    group.forEach((p, i) => out.set(p.id, shares[i] ?? 0));
  }
  return out;
}

export function simulateMarket(input: MarketInput): Market {
  const rng = rngFor(input.seed, 'market', input.season);
  const players = new Map<number, PlayerMarket>();
  const byId = new Map(input.players.map((p) => [p.id, p]));
  let own = targets(input.players, input.forecast.horizon(1), (id) => byId.get(id)?.startCost ?? 50);
  const totalPlayers = [0, population(input.seed, 1)];
  const progress = new Map<number, number>();
  for (const p of input.players) {
    const selected = Math.round((totalPlayers[1] as number) * (own.get(p.id) ?? 0));
    players.set(p.id, {
      selected: [0, selected],
      price: [0, p.startCost],
      transfersIn: [0, 0],
      transfersOut: [0, 0],
      now: { selected, price: p.startCost, eventIn: 0, eventOut: 0 },
      updates: [],
    });
    progress.set(p.id, 0);
  }
  let totalNow = totalPlayers[1] as number;
  for (let w = 2; w <= input.lastWindow; w++) {
    const open = input.deadline(w - 1);
    const close = input.deadline(w);
    const partial = input.now < close;
    const updates: number[] = [];
    for (let t = Math.floor(open / DAY) * DAY + UPDATE_OFFSET; t < close; t += DAY)
      if (t > open) updates.push(t);
    // Transfers are spread over the nightly buckets, busier as the deadline nears.
    const bucketWeights = [...updates, close].map((_, i) => 1 + 0.25 * i);
    const totalWeight = bucketWeights.reduce((a, b) => a + b, 0);
    const elapsed = [...updates, close].map((end) => end <= input.now);
    const n0 = totalPlayers[w - 1] as number;
    const n1 = population(input.seed, w);
    const target = targets(
      input.players,
      input.forecast.horizon(w),
      (id) => players.get(id)?.price[w - 1] ?? 50,
    );
    const next = new Map<number, number>();
    for (const p of input.players) {
      const m = players.get(p.id) as PlayerMarket;
      const before = own.get(p.id) ?? 0;
      const after = before + 0.15 * ((target.get(p.id) ?? 0) - before);
      next.set(p.id, after);
      const net = n1 * after - n0 * before - (n1 - n0) * (target.get(p.id) ?? 0);
      const churn = (m.selected[w - 1] as number) * 0.012 * (0.5 + rng.next()) + 40 * rng.next();
      const gross = { in: Math.max(net, 0) + churn, out: Math.max(-net, 0) + churn };
      let price = m.price[w - 1] as number;
      let changes = 0;
      let eventIn = 0;
      let eventOut = 0;
      bucketWeights.forEach((weight, i) => {
        const share = weight / totalWeight;
        const inflow = Math.round(gross.in * share);
        const outflow = Math.round(gross.out * share);
        if (partial && !elapsed[i]) return;
        eventIn += inflow;
        eventOut += outflow;
        if (i === updates.length) return; // the last bucket ends at the deadline, not at an update
        const level = (progress.get(p.id) ?? 0) + inflow - outflow;
        const threshold = Math.max(30_000, 0.1 * (m.selected[w - 1] as number));
        if (changes < MAX_CHANGES_PER_WINDOW && level >= threshold && price < MAX_PRICE) {
          price++;
          changes++;
          progress.set(p.id, 0);
        } else if (changes < MAX_CHANGES_PER_WINDOW && level <= -threshold && price > MIN_PRICE) {
          price--;
          changes++;
          progress.set(p.id, 0);
        } else progress.set(p.id, level);
        if (input.recordUpdates)
          m.updates.push({ at: updates[i] as number, window: w, price, eventIn, eventOut });
      });
      if (partial) {
        const fraction = Math.max(0, Math.min(1, (input.now - open) / (close - open)));
        const nNow = Math.round(n0 + (n1 - n0) * fraction);
        m.now = {
          selected: Math.max(
            0,
            Math.round(n0 * before + eventIn - eventOut + (nNow - n0) * (target.get(p.id) ?? 0)),
          ),
          price,
          eventIn,
          eventOut,
        };
        totalNow = nNow;
      } else {
        m.selected[w] = Math.round(n1 * after);
        m.price[w] = price;
        m.transfersIn[w] = eventIn;
        m.transfersOut[w] = eventOut;
        m.now = { selected: m.selected[w] as number, price, eventIn: 0, eventOut: 0 };
      }
    }
    if (partial) break;
    own = next;
    totalPlayers[w] = n1;
    totalNow = n1;
  }
  return { players, totalPlayers, totalNow };
}
