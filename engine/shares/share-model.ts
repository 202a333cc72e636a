/**
 * A player's share of his team's goals (or assists) while he is on the pitch. Each appearance
 * offers the team's goals in that match scaled by the minutes he played (goals are taken as spread
 * evenly over the 90 minutes); his goals over that exposure is his share. Expected goals, where the
 * match measured them, replace part of the goals on both sides of the ratio (his xG over his team's
 * xG: less noisy than goals). Appearances are weighted by age (exponential decay across seasons), and
 * the share is shrunk toward his position's prior as if he had `prior strength` team goals of
 * exposure at the prior rate (a Beta-style posterior mean).
 */
import type { PositionCode } from '@contracts/game/positions';

/** One player in one match: what he got and what his team got while the match lasted. */
export interface Appearance {
  player: number;
  position: PositionCode;
  /** His club in the match (the game's team code, the same in every season). */
  club: number;
  kickoffMs: number;
  minutes: number;
  /** His goals (or assists) and their expected figure; null where the match did not measure it. */
  count: number;
  expected: number | null;
  /** His team's goals (or assists) in the match and their expected figure (null where unmeasured). */
  teamCount: number;
  teamExpected: number | null;
}

export interface ShareSettings {
  /** Weight of expected figures where measured (the rest on the actual counts). */
  expectedWeight: number;
  /** Decay of an appearance's weight per day of age. */
  decayPerDay: number;
  /** Team goals of exposure the position prior counts as. */
  priorStrength: number;
}

/** Tuned on the 2023-24 and 2024-25 backtests (tools/backtest-projections/shares.ts). */
export const DEFAULT_SHARE_SETTINGS: ShareSettings = {
  expectedWeight: 0.5,
  decayPerDay: 0.0015,
  priorStrength: 20,
};

const DAY_MS = 86_400_000;

/** What an appearance adds: his part and the team's, both blended and scaled by his minutes. */
function parts(a: Appearance, expectedWeight: number): { own: number; exposure: number } {
  const onPitch = Math.min(a.minutes, 90) / 90;
  if (a.expected === null || a.teamExpected === null) {
    return { own: a.count, exposure: a.teamCount * onPitch };
  }
  const w = expectedWeight;
  return {
    own: (1 - w) * a.count + w * a.expected,
    exposure: ((1 - w) * a.teamCount + w * a.teamExpected) * onPitch,
  };
}

/**
 * Each position's share of its team's goals while on the pitch over `appearances` (unweighted):
 * the priors. A position without exposure gets 0.
 */
export function positionPriors(
  appearances: readonly Appearance[],
  expectedWeight = DEFAULT_SHARE_SETTINGS.expectedWeight,
): Record<PositionCode, number> {
  const own = { GKP: 0, DEF: 0, MID: 0, FWD: 0 };
  const exposure = { GKP: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const a of appearances) {
    if (a.minutes <= 0) continue;
    const p = parts(a, expectedWeight);
    own[a.position] += p.own;
    exposure[a.position] += p.exposure;
  }
  const rate = (pos: PositionCode) => (exposure[pos] > 0 ? own[pos] / exposure[pos] : 0);
  return { GKP: rate('GKP'), DEF: rate('DEF'), MID: rate('MID'), FWD: rate('FWD') };
}

export interface PlayerShare {
  share: number;
  /** Weighted team goals of exposure behind the share (0: the prior alone). */
  exposure: number;
  /** The part of that exposure earned at clubs other than his current one (0 without `movers`). */
  elsewhere: number;
}

/**
 * His weighted goals (assists) and team goals of exposure as of `asOfMs` over `appearances`
 * (those before it, with minutes): the evidence a share is made of.
 */
export function shareEvidence(
  appearances: readonly Appearance[],
  asOfMs: number,
  settings: ShareSettings = DEFAULT_SHARE_SETTINGS,
): { own: number; exposure: number } {
  const sum = { own: 0, exposure: 0 };
  for (const a of appearances) {
    if (a.minutes <= 0 || a.kickoffMs >= asOfMs) continue;
    const weight = Math.exp((-settings.decayPerDay * (asOfMs - a.kickoffMs)) / DAY_MS);
    const p = parts(a, settings.expectedWeight);
    sum.own += weight * p.own;
    sum.exposure += weight * p.exposure;
  }
  return sum;
}

/**
 * Players' current clubs and the factor a share earned at another club carries over with
 * (measured by engine/shares/mover-factor.ts): his goals (assists) there count `factor` times.
 */
export interface Movers {
  clubs: ReadonlyMap<number, number>;
  factor: number;
}

/**
 * Every player's share as of `asOfMs` from his appearances before it, shrunk toward the prior of
 * the position given for him in `positions` (his current one). With `movers`, what he earned at
 * a club other than his current one is scaled by the mover factor.
 */
export function playerShares(
  appearances: readonly Appearance[],
  positions: ReadonlyMap<number, PositionCode>,
  priors: Record<PositionCode, number>,
  asOfMs: number,
  settings: ShareSettings = DEFAULT_SHARE_SETTINGS,
  movers?: Movers,
): Map<number, PlayerShare> {
  const sums = new Map<number, { own: number; exposure: number; elsewhere: number }>();
  for (const a of appearances) {
    if (a.minutes <= 0 || a.kickoffMs >= asOfMs || !positions.has(a.player)) continue;
    const weight = Math.exp((-settings.decayPerDay * (asOfMs - a.kickoffMs)) / DAY_MS);
    const p = parts(a, settings.expectedWeight);
    const current = movers?.clubs.get(a.player);
    const away = current !== undefined && a.club !== current;
    const sum = sums.get(a.player) ?? { own: 0, exposure: 0, elsewhere: 0 };
    sum.own += weight * p.own * (away ? movers!.factor : 1);
    sum.exposure += weight * p.exposure;
    if (away) sum.elsewhere += weight * p.exposure;
    sums.set(a.player, sum);
  }
  const k = settings.priorStrength;
  const result = new Map<number, PlayerShare>();
  for (const [player, position] of positions) {
    const sum = sums.get(player) ?? { own: 0, exposure: 0, elsewhere: 0 };
    const share = (sum.own + k * priors[position]) / (sum.exposure + k);
    result.set(player, { share, exposure: sum.exposure, elsewhere: sum.elsewhere });
  }
  return result;
}
