import { appliesToCurrentInputs, modelCall, type FittedModel } from './honest/fitted-model';
import type { Features } from './honest/rows';
import { modelProgress, PRICE_MODEL, type PriceDirection } from './model';
import type { NetBasis } from './net-transfers';
import { officialProgress, type OfficialFields } from './official';

/** How close a player is to a change, strongest first; below the last band a player is not listed. */
export type ChangeLevel = 'very-high' | 'high' | 'medium' | 'low';

/** Bands of progress toward the change (percent of the transfers it needs). */
const LEVEL_BANDS: ReadonlyArray<{ min: number; level: ChangeLevel }> = [
  { min: 100, level: 'very-high' },
  { min: 85, level: 'high' },
  { min: 70, level: 'medium' },
  { min: 50, level: 'low' },
];
const LISTED_FROM = 50;

/** The band for a progress; a player who cannot move at the next update is at most 'low'. */
export function levelFor(progress: number, capped: boolean): ChangeLevel | null {
  const band = LEVEL_BANDS.find((b) => progress >= b.min);
  if (!band) return null;
  return capped ? 'low' : band.level;
}

export type { NetBasis } from './net-transfers';

export interface PredictionPlayer {
  playerId: number;
  status: string;
  owners: number;
  /** cost_change_event, tenths. */
  gameweekChange: number;
  /** This gameweek's net transfers so far (transfers_in_event - transfers_out_event). */
  gameweekNet: number;
  netSinceChange: number;
  netBasis: NetBasis;
  official: OfficialFields;
}

export interface PredictionContext {
  source: 'official' | 'model';
  totalManagers: number;
  now: Date;
  /** The next deadline (ISO): the end of a lock after three changes in a gameweek. */
  nextDeadline: string | null;
  /** The model fitted by the latest stored backtest; without one the spec's rule makes the calls. */
  fitted: FittedModel | null;
}

/** The model's calls need a stored model fitted on the inputs built now. */
export const usesFittedModel = (ctx: Pick<PredictionContext, 'source' | 'fitted'>) =>
  ctx.source === 'model' && ctx.fitted !== null && appliesToCurrentInputs(ctx.fitted);

/** Why the call was made, as figures: the service words them. */
export type PriceCallReason =
  | {
      source: 'model';
      netSinceChange: number;
      netBasis: NetBasis;
      /** Transfers the change needs (positive). */
      threshold: number;
      /** Why the price cannot move at the next update despite the progress. */
      blocked: 'flagged' | 'gameweek-limit' | null;
      status: string;
    }
  | {
      source: 'fitted';
      /** The call threshold of the called direction (a calibrated chance), null if it never calls. */
      threshold: number | null;
      netSinceChange: number;
      netBasis: NetBasis;
      gameweekNet: number;
      /** Already moved the maximum times this gameweek in this direction: locked until the deadline. */
      blocked: 'gameweek-limit' | null;
    }
  | {
      source: 'official';
      /** The game's progress now in the called direction (price_change_percent), null if absent. */
      progressNow: number | null;
      calibrating: boolean;
    };

/** One player's call for the next price update. */
export interface PriceCall {
  playerId: number;
  direction: PriceDirection;
  /** Percent of the transfers the change needs, uncapped. */
  progress: number;
  level: ChangeLevel;
  /** The fitted model's calibrated chance of the move before the next deadline; null from the others. */
  chance: number | null;
  /** The price cannot move before this instant (ISO), if the game or the model locks it. */
  lockedUntil: string | null;
  reason: PriceCallReason;
}

const RANK: Record<ChangeLevel, number> = { 'very-high': 0, high: 1, medium: 2, low: 3 };

/** Players at least half way to a change, strongest band first, then by progress. */
export function predictPrices(players: readonly PredictionPlayer[], ctx: PredictionContext): PriceCall[] {
  const out: PriceCall[] = [];
  for (const p of players) {
    const call =
      ctx.source === 'official'
        ? fromOfficial(p, ctx.now)
        : usesFittedModel(ctx) && ctx.fitted
          ? fromFitted(p, ctx.fitted, ctx)
          : fromModel(p, ctx);
    if (call) out.push(call);
  }
  return out.sort(
    (a, b) => RANK[a.level] - RANK[b.level] || b.progress - a.progress || a.playerId - b.playerId,
  );
}

function fromModel(p: PredictionPlayer, ctx: PredictionContext): PriceCall | null {
  const m = modelProgress({
    netSinceChange: p.netSinceChange,
    owners: p.owners,
    totalManagers: ctx.totalManagers,
    status: p.status,
    gameweekChange: p.gameweekChange,
  });
  if (!m) return null;
  return listedCall(m.blocked !== null, {
    playerId: p.playerId,
    direction: m.direction,
    progress: m.progress,
    chance: null,
    lockedUntil: m.blocked === 'gameweek-limit' ? ctx.nextDeadline : null,
    reason: {
      source: 'model',
      netSinceChange: p.netSinceChange,
      netBasis: p.netBasis,
      threshold: m.threshold,
      blocked: m.blocked,
      status: p.status,
    },
  });
}

function fromOfficial(p: PredictionPlayer, now: Date): PriceCall | null {
  const o = officialProgress(p.official, now);
  if (!o) return null;
  return listedCall(o.lockedUntil !== null || o.calibrating, {
    playerId: p.playerId,
    direction: o.direction,
    progress: o.progress,
    chance: null,
    lockedUntil: o.lockedUntil,
    reason: { source: 'official', progressNow: o.now, calibrating: o.calibrating },
  });
}

/**
 * A source's call as the list shows it: none below half way (LISTED_FROM) or below every band; a
 * capped move (locked, blocked or calibrating) listed as Low.
 */
function listedCall(capped: boolean, call: Omit<PriceCall, 'level'>): PriceCall | null {
  if (call.progress < LISTED_FROM) return null;
  const level = levelFor(call.progress, capped);
  if (!level) return null;
  const { playerId, direction, progress, ...rest } = call;
  return { playerId, direction, progress, level, ...rest };
}

/**
 * The backtest's features from what is known live: net transfers since the last captured change,
 * this gameweek's net and price moves so far standing for the window's, owners, and the game's
 * flag (the backtest, without statuses, used "did not play" in its place).
 */
export function liveFeatures(p: PredictionPlayer, totalManagers: number): Features {
  return {
    carriedNet: p.netSinceChange,
    lastWindowNet: p.gameweekNet,
    owners: p.owners,
    managers: totalManagers,
    lastWindowMove: p.gameweekChange,
    benched: p.status !== 'a',
  };
}

/**
 * The fitted model's call: the likelier direction, its progress the chance as a percent of the
 * chance from which the model calls it (100 is a call), listed and banded as the rule's progress.
 */
function fromFitted(p: PredictionPlayer, m: FittedModel, ctx: PredictionContext): PriceCall | null {
  if (!(ctx.totalManagers > 0)) return null;
  const c = modelCall(m, liveFeatures(p, ctx.totalManagers));
  const direction: PriceDirection = c.rise >= c.fall ? 'rise' : 'fall';
  const threshold = m[direction].threshold;
  const progress = threshold === null ? 0 : (c[direction] / threshold) * 100;
  const sign = direction === 'rise' ? 1 : -1;
  const locked = sign * p.gameweekChange >= PRICE_MODEL.maxChangesPerGameweek;
  return listedCall(locked, {
    playerId: p.playerId,
    direction,
    progress,
    chance: locked ? null : c[direction],
    lockedUntil: locked ? ctx.nextDeadline : null,
    reason: {
      source: 'fitted',
      threshold,
      netSinceChange: p.netSinceChange,
      netBasis: p.netBasis,
      gameweekNet: p.gameweekNet,
      blocked: locked ? 'gameweek-limit' : null,
    },
  });
}
