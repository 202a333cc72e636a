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

/** Events per 90 and per match behind one rate: summed count and exposure. */
type Sums = Record<keyof PlayerRates, { count: number; exposure: number }>;

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

const emptySums = (): Sums => Object.fromEntries(KEYS.map((k) => [k, { count: 0, exposure: 0 }])) as Sums;

/** Called for every row at every origin of a backtest: written out, without arrays per call. */
function accumulate(s: Sums, r: RateRow, weight: number): void {
  const nineties = Math.min(r.minutes, 90) / 90;
  const exposure = weight * nineties;
  s.bonusPer90.count += weight * r.bonus;
  s.bonusPer90.exposure += exposure;
  s.yellowPer90.count += weight * r.yellowCards;
  s.yellowPer90.exposure += exposure;
  s.redPer90.count += weight * r.redCards;
  s.redPer90.exposure += exposure;
  s.ownGoalsPer90.count += weight * r.ownGoals;
  s.ownGoalsPer90.exposure += exposure;
  if (r.position === 1) {
    s.savesPerConceded.count += weight * r.saves;
    s.savesPerConceded.exposure += weight * r.teamConceded * nineties;
  }
  const threshold = defconThreshold(r.position);
  if (r.minutes >= 60 && threshold !== null && r.defensiveContribution !== null) {
    s.defconRate.count += weight * (r.defensiveContribution >= threshold ? 1 : 0);
    s.defconRate.exposure += weight;
  }
}

const ratio = (x: { count: number; exposure: number }) => (x.exposure > 0 ? x.count / x.exposure : 0);

/**
 * Every listed player's rates as of `asOfMs` from the rows before it; `positions` gives each
 * player's current position (his prior).
 */
export function playerRates(
  rows: readonly RateRow[],
  positions: ReadonlyMap<number, PositionId>,
  asOfMs: number,
): Map<number, PlayerRates> {
  const pooled = new Map<PositionId, Sums>();
  const own = new Map<number, Sums>();
  for (const r of rows) {
    if (r.minutes <= 0 || r.kickoffMs >= asOfMs) continue;
    const pos = pooled.get(r.position) ?? emptySums();
    accumulate(pos, r, 1);
    pooled.set(r.position, pos);
    if (!positions.has(r.player)) continue;
    const mine = own.get(r.player) ?? emptySums();
    accumulate(mine, r, Math.exp((-RATE_DECAY_PER_DAY * (asOfMs - r.kickoffMs)) / DAY_MS));
    own.set(r.player, mine);
  }
  const result = new Map<number, PlayerRates>();
  for (const [player, position] of positions) {
    const mine = own.get(player) ?? emptySums();
    const prior = pooled.get(position) ?? emptySums();
    const rates = Object.fromEntries(
      KEYS.map((k) => {
        const k0 = PRIOR_WEIGHT[k];
        return [k, (mine[k].count + k0 * ratio(prior[k])) / (mine[k].exposure + k0)];
      }),
    ) as unknown as PlayerRates;
    result.set(player, rates);
  }
  return result;
}
