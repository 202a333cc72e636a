import type { PositionCode } from '@contracts/game/positions';
import {
  DEFAULT_SHARE_SETTINGS,
  playerShares,
  positionPriors,
  type Appearance,
  type ShareSettings,
} from './share-model';

/** Mean Poisson deviance of counts `y` against means `mu` (a zero mean is floored to keep it finite). */
export function poissonDeviance(pairs: readonly { y: number; mu: number }[]): number {
  if (pairs.length === 0) return NaN;
  let total = 0;
  for (const { y, mu } of pairs) {
    const m = Math.max(mu, 1e-9);
    total += 2 * ((y > 0 ? y * Math.log(y / m) : 0) - (y - m));
  }
  return total / pairs.length;
}

export interface ShareBacktestResult {
  players: number;
  /** Mean Poisson deviance of each player's count after the origin: the model, the position-only prior. */
  model: number;
  position_only: number;
  priors: Record<PositionCode, number>;
}

/**
 * The share model scored from an origin: shares and priors from the appearances before `originMs`,
 * then each player who plays after it (up to `endMs`) is predicted, given his actual minutes and
 * his team's actual count in each match, and scored by Poisson deviance beside the same prediction
 * with his position's prior as his share. His position is his latest before the origin, else his
 * first after it.
 */
export function backtestShares(
  appearances: readonly Appearance[],
  originMs: number,
  endMs: number,
  settings: ShareSettings = DEFAULT_SHARE_SETTINGS,
): ShareBacktestResult {
  const before = appearances.filter((a) => a.kickoffMs < originMs);
  const after = appearances.filter((a) => a.kickoffMs >= originMs && a.kickoffMs < endMs && a.minutes > 0);
  const priors = positionPriors(before, settings.expectedWeight);
  const positions = new Map<number, PositionCode>();
  for (const a of [...after].reverse()) positions.set(a.player, a.position);
  for (const a of before) if (positions.has(a.player)) positions.set(a.player, a.position);
  const shares = playerShares(before, positions, priors, originMs, settings);
  const totals = new Map<number, { y: number; exposure: number }>();
  for (const a of after) {
    const t = totals.get(a.player) ?? { y: 0, exposure: 0 };
    t.y += a.count;
    t.exposure += (a.teamCount * Math.min(a.minutes, 90)) / 90;
    totals.set(a.player, t);
  }
  const model: { y: number; mu: number }[] = [];
  const baseline: { y: number; mu: number }[] = [];
  for (const [player, t] of totals) {
    model.push({ y: t.y, mu: t.exposure * shares.get(player)!.share });
    baseline.push({ y: t.y, mu: t.exposure * priors[positions.get(player)!] });
  }
  return {
    players: totals.size,
    model: poissonDeviance(model),
    position_only: poissonDeviance(baseline),
    priors,
  };
}
