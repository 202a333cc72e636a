import type { PositionId } from '@contracts/game/positions';
import { defconThreshold } from './scoring-rules';

/**
 * A player's per-match rates of the scoring events the match model does not give directly:
 * bonus, cards and own goals per 90 minutes, a goalkeeper's saves per team goal conceded while he
 * was on the pitch, and the share of his 60+ minute matches that reached the defensive
 * contribution threshold. Each is his time-weighted record shrunk toward his position's pooled
 * rate, as if he had `PRIOR_WEIGHT` more units of exposure at that rate (a gamma/beta posterior
 * mean), the way the share model treats goal shares.
 */

/** One player in one match, as the imported history gives it. */
export interface RateRow {
  player: number;
  position: PositionId;
  kickoffMs: number;
  minutes: number;
  saves: number;
  /** Goals his team conceded in the match (scaled by his minutes below). */
  teamConceded: number;
  bonus: number;
  yellowCards: number;
  redCards: number;
  ownGoals: number;
  /** Defensive actions counted by the 2025-26 rules; null before they were recorded. */
  defensiveContribution: number | null;
}

export interface PlayerRates {
  bonusPer90: number;
  yellowPer90: number;
  redPer90: number;
  ownGoalsPer90: number;
  /** Saves per team goal conceded while on the pitch (goalkeepers; 0 for the others). */
  savesPerConceded: number;
  /** P(reaching the defensive contribution threshold | 60+ minutes). */
  defconRate: number;
}

/** Same decay as the share model: an appearance a year old weighs about 0.58. */
export const RATE_DECAY_PER_DAY = 0.0015;
/** Exposure (90s, goals conceded or 60+ matches) the position prior counts as. */
export const PRIOR_WEIGHT: Record<keyof PlayerRates, number> = {
  bonusPer90: 10,
  yellowPer90: 10,
  redPer90: 30,
  ownGoalsPer90: 30,
  savesPerConceded: 15,
  defconRate: 8,
};
const KEYS = Object.keys(PRIOR_WEIGHT) as (keyof PlayerRates)[];
const DAY_MS = 86_400_000;
// Slots of a sums array: each rate's summed count at 2k and its exposure at 2k + 1 (k as in KEYS),
// looked up by the rate's name so the slots follow KEYS whatever its order.
const slot = (key: keyof PlayerRates) => 2 * KEYS.indexOf(key);
const BONUS = slot('bonusPer90');
const YELLOW = slot('yellowPer90');
const RED = slot('redPer90');
const OWN_GOALS = slot('ownGoalsPer90');
const SAVES = slot('savesPerConceded');
const DEFCON = slot('defconRate');

/**
 * The rows with minutes as columns, in the rows' order, with each player's rows listed: built
 * once, it serves every origin of a backtest without filtering or copying the rows again.
 */
export interface RateTable {
  player: Float64Array;
  position: Uint8Array;
  kickoffMs: Float64Array;
  /** min(minutes, 90) / 90. */
  nineties: Float64Array;
  bonus: Float64Array;
  yellowCards: Float64Array;
  redCards: Float64Array;
  ownGoals: Float64Array;
  saves: Float64Array;
  teamConceded: Float64Array;
  /** 1 or 0: reached the threshold in a 60+ minute match; -1: not counted (under 60, unrecorded, keeper). */
  defcon: Int8Array;
  /** Each player's row indices in order. */
  byPlayer: Map<number, number[]>;
}

export function rateTable(rows: readonly RateRow[]): RateTable {
  const played = rows.filter((r) => r.minutes > 0);
  const column = (f: (r: RateRow) => number) => Float64Array.from(played, f);
  const byPlayer = new Map<number, number[]>();
  played.forEach((r, i) => {
    const list = byPlayer.get(r.player);
    if (list) list.push(i);
    else byPlayer.set(r.player, [i]);
  });
  return {
    player: column((r) => r.player),
    position: Uint8Array.from(played, (r) => r.position),
    kickoffMs: column((r) => r.kickoffMs),
    nineties: column((r) => Math.min(r.minutes, 90) / 90),
    bonus: column((r) => r.bonus),
    yellowCards: column((r) => r.yellowCards),
    redCards: column((r) => r.redCards),
    ownGoals: column((r) => r.ownGoals),
    saves: column((r) => r.saves),
    teamConceded: column((r) => r.teamConceded),
    defcon: Int8Array.from(played, (r) => {
      const threshold = defconThreshold(r.position);
      if (r.minutes < 60 || threshold === null || r.defensiveContribution === null) return -1;
      return r.defensiveContribution >= threshold ? 1 : 0;
    }),
    byPlayer,
  };
}

function add(s: Float64Array, at: number, x: number): void {
  s[at] = s[at]! + x;
}

/**
 * Adds row `i` to the sums at `weight`. Each sum takes its rows in the rows' order with the same
 * operations at every origin, so a rate is the same to the last bit however often it is asked for.
 */
function accumulate(s: Float64Array, t: RateTable, i: number, weight: number): void {
  const nineties = t.nineties[i]!;
  const exposure = weight * nineties;
  add(s, BONUS, weight * t.bonus[i]!);
  add(s, BONUS + 1, exposure);
  add(s, YELLOW, weight * t.yellowCards[i]!);
  add(s, YELLOW + 1, exposure);
  add(s, RED, weight * t.redCards[i]!);
  add(s, RED + 1, exposure);
  add(s, OWN_GOALS, weight * t.ownGoals[i]!);
  add(s, OWN_GOALS + 1, exposure);
  if (t.position[i] === 1) {
    add(s, SAVES, weight * t.saves[i]!);
    add(s, SAVES + 1, weight * t.teamConceded[i]! * nineties);
  }
  const defcon = t.defcon[i]!;
  if (defcon >= 0) {
    add(s, DEFCON, weight * defcon);
    add(s, DEFCON + 1, weight);
  }
}

const emptySums = () => new Float64Array(2 * KEYS.length);
const ratio = (s: Float64Array, at: number) => (s[at + 1]! > 0 ? s[at]! / s[at + 1]! : 0);

/**
 * Every listed player's rates as of `asOfMs` from the rows before it; `positions` gives each
 * player's current position (his prior).
 */
export function playerRates(
  rows: readonly RateRow[],
  positions: ReadonlyMap<number, PositionId>,
  asOfMs: number,
): Map<number, PlayerRates> {
  return ratesAt(rateTable(rows), positions, asOfMs);
}

/** The same from a table built once (a backtest's many origins). */
export function ratesAt(
  table: RateTable,
  positions: ReadonlyMap<number, PositionId>,
  asOfMs: number,
): Map<number, PlayerRates> {
  const pooled = new Map<number, Float64Array>();
  for (let i = 0; i < table.kickoffMs.length; i++) {
    if (table.kickoffMs[i]! >= asOfMs) continue;
    const position = table.position[i]!;
    let sums = pooled.get(position);
    if (!sums) pooled.set(position, (sums = emptySums()));
    accumulate(sums, table, i, 1);
  }
  const result = new Map<number, PlayerRates>();
  for (const [player, position] of positions) {
    const mine = emptySums();
    for (const i of table.byPlayer.get(player) ?? []) {
      const kickoffMs = table.kickoffMs[i]!;
      if (kickoffMs >= asOfMs) continue;
      accumulate(mine, table, i, Math.exp((-RATE_DECAY_PER_DAY * (asOfMs - kickoffMs)) / DAY_MS));
    }
    const prior = pooled.get(position) ?? emptySums();
    const rates = Object.fromEntries(
      KEYS.map((key, k) => {
        const k0 = PRIOR_WEIGHT[key];
        return [key, (mine[2 * k]! + k0 * ratio(prior, 2 * k)) / (mine[2 * k + 1]! + k0)];
      }),
    ) as unknown as PlayerRates;
    result.set(player, rates);
  }
  return result;
}
