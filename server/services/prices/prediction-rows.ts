import type { PriceBacktest, PricePrediction, PriceProbability } from '@contracts/api/prices';
import type { FplElement } from '@contracts/fpl/index';
import type { Priced } from '@contracts/game/priced';
import {
  calibrate,
  PRICE_MODEL,
  type ChangeLevel,
  type NetBasis,
  type PriceCall,
  type PriceCallReason,
} from '@engine/prices';
import { ownershipOf, type PlayerIdentity } from './player-directory';

/** The screen's words for the engine's bands (the Open FPL names). */
const LEVEL_LABEL: Record<ChangeLevel, PriceProbability> = {
  'very-high': 'Very High',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

const BASIS_TEXT: Record<NetBasis, string> = {
  'last-change': 'since the last change',
  'first-capture': 'since tracking began (no change seen)',
  gameweek: 'this gameweek',
};

export function thousands(n: number): string {
  const digits = Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

const signed = (n: number) => (n >= 0 ? `+${thousands(n)}` : thousands(n));

/** The call's reason as one plain-language sentence. */
export function reasonText(
  call: Pick<PriceCall, 'direction' | 'progress' | 'lockedUntil'>,
  reason: PriceCallReason,
): string {
  const progress = Math.round(call.progress);
  if (reason.source === 'official') {
    const nowPart =
      reason.progressNow === null
        ? ''
        : `${Math.round(reason.progressNow)}% of the way to a ${call.direction} now, `;
    let text = `FPL's own figures: ${nowPart}${progress}% projected at the next update`;
    if (call.lockedUntil) text += `; FPL has locked the price until ${call.lockedUntil}`;
    if (reason.calibrating) text += '; FPL is still calibrating this player';
    return text;
  }
  if (reason.source === 'fitted') return fittedReason(call, reason);
  let text =
    `Net ${signed(reason.netSinceChange)} transfers ${BASIS_TEXT[reason.netBasis]}: ` +
    `${progress}% of the ${thousands(Math.round(reason.threshold))} needed to ${call.direction}`;
  if (reason.blocked === 'flagged') text += `; flagged (status '${reason.status}'), so the price cannot rise`;
  if (reason.blocked === 'gameweek-limit') {
    text += `; already moved ${PRICE_MODEL.maxChangesPerGameweek} times this gameweek, locked until the next deadline`;
  }
  return text;
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

function fittedReason(
  call: Pick<PriceCall, 'direction' | 'progress'>,
  reason: Extract<PriceCallReason, { source: 'fitted' }>,
): string {
  const from = reason.threshold === null ? 'never calls one' : `calls one from ${percent(reason.threshold)}`;
  const chance = reason.threshold === null ? 0 : (call.progress / 100) * reason.threshold;
  let text =
    `Fitted model: ${percent(chance)} chance of a ${call.direction} by the next deadline (it ${from}); ` +
    `net ${signed(reason.netSinceChange)} transfers ${BASIS_TEXT[reason.netBasis]}`;
  if (reason.netBasis !== 'gameweek') text += `, ${signed(reason.gameweekNet)} this gameweek`;
  if (reason.blocked === 'gameweek-limit') {
    text += `; already moved ${PRICE_MODEL.maxChangesPerGameweek} times this gameweek, locked until the next deadline`;
  }
  return text;
}

/**
 * The calibrated chance of the call's move before the next deadline: the fitted model's own, or
 * the rule's progress through the stored backtest's map. None for the game's own figures (not what
 * was calibrated) or for a player who cannot move.
 */
export function chanceFor(
  call: PriceCall,
  calibration: PriceBacktest['progress_calibration'] | null,
): number | null {
  if (call.reason.source === 'fitted') return call.chance;
  if (!calibration || call.reason.source !== 'model' || call.reason.blocked !== null) return null;
  const steps = calibration[call.direction].map((s) => ({
    upTo: s.up_to_progress,
    probability: s.probability,
  }));
  return steps.length === 0 ? null : calibrate({ steps }, call.progress);
}

/** One row of GET /api/price-predictions: the player as the screens name him, and the engine's call. */
export function predictionRow(
  call: PriceCall,
  el: Priced<FplElement>,
  identity: PlayerIdentity,
  chance: number | null,
): PricePrediction {
  return {
    ...identity,
    current_price: el.now_cost,
    ownership_percentage: ownershipOf(el),
    transfers_in: el.transfers_in_event,
    transfers_out: el.transfers_out_event,
    predicted_change: call.direction === 'rise' ? 1 : -1,
    probability: LEVEL_LABEL[call.level],
    confidence: Math.min(100, Math.max(0, Math.round(call.progress))),
    progress_percent: Math.round(call.progress * 10) / 10,
    chance: chance === null ? null : Math.round(chance * 1000) / 1000,
    reason: reasonText(call, call.reason),
    locked_until: call.lockedUntil,
  };
}
