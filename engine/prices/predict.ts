import type { PricePrediction, PriceProbability } from '@contracts/api/prices';
import { modelProgress, PRICE_MODEL, type ModelProgress } from './model';
import type { NetBasis } from './net-transfers';
import { officialProgress, type OfficialFields, type OfficialProgress } from './official';

/** Probability levels by progress toward the change; below the last band a player is not listed. */
export const PROBABILITY_BANDS: ReadonlyArray<{ min: number; level: PriceProbability }> = [
  { min: 100, level: 'Very High' },
  { min: 85, level: 'High' },
  { min: 70, level: 'Medium' },
  { min: 50, level: 'Low' },
];
const LISTED_FROM = 50;
const RANK: Record<PriceProbability, number> = { 'Very High': 0, High: 1, Medium: 2, Low: 3 };

/** The level for a progress; a player who cannot move at the next update is at most 'Low'. */
export function probabilityFor(progress: number, capped: boolean): PriceProbability | null {
  const band = PROBABILITY_BANDS.find((b) => progress >= b.min);
  if (!band) return null;
  return capped ? 'Low' : band.level;
}

type Identity = Pick<
  PricePrediction,
  | 'player_id' | 'player_name' | 'team_name' | 'team_short_name' | 'position' | 'element_type'
  | 'current_price' | 'ownership_percentage' | 'transfers_in' | 'transfers_out'
>;

export type { NetBasis } from './net-transfers';

export interface PredictionPlayer extends Identity {
  status: string;
  owners: number;
  /** cost_change_event, tenths. */
  gameweekChange: number;
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
}

/** Players at least half way to a change, strongest first, then by progress. */
export function predictPrices(players: readonly PredictionPlayer[], ctx: PredictionContext): PricePrediction[] {
  const out: PricePrediction[] = [];
  for (const p of players) {
    const row = ctx.source === 'official' ? fromOfficial(p, ctx.now) : fromModel(p, ctx);
    if (row) out.push(row);
  }
  return out.sort(
    (a, b) => RANK[a.probability] - RANK[b.probability] || b.progress_percent - a.progress_percent || a.player_id - b.player_id,
  );
}

function identity(p: PredictionPlayer): Identity {
  const { player_id, player_name, team_name, team_short_name, position, element_type } = p;
  const { current_price, ownership_percentage, transfers_in, transfers_out } = p;
  return { player_id, player_name, team_name, team_short_name, position, element_type, current_price, ownership_percentage, transfers_in, transfers_out };
}

function row(p: PredictionPlayer, direction: 'rise' | 'fall', progress: number, level: PriceProbability, reason: string, lockedUntil: string | null): PricePrediction {
  return {
    ...identity(p),
    predicted_change: direction === 'rise' ? 1 : -1,
    probability: level,
    confidence: Math.min(100, Math.max(0, Math.round(progress))),
    progress_percent: Math.round(progress * 10) / 10,
    reason,
    locked_until: lockedUntil,
  };
}

const BASIS_TEXT: Record<NetBasis, string> = {
  'last-change': 'since the last change',
  'first-capture': 'since tracking began (no change seen)',
  gameweek: 'this gameweek',
};

function fromModel(p: PredictionPlayer, ctx: PredictionContext): PricePrediction | null {
  const m: ModelProgress | null = modelProgress({
    netSinceChange: p.netSinceChange,
    owners: p.owners,
    totalManagers: ctx.totalManagers,
    status: p.status,
    gameweekChange: p.gameweekChange,
  });
  if (!m || m.progress < LISTED_FROM) return null;
  const level = probabilityFor(m.progress, m.blocked !== null);
  if (!level) return null;
  let reason =
    `Net ${signed(p.netSinceChange)} transfers ${BASIS_TEXT[p.netBasis]}: ` +
    `${Math.round(m.progress)}% of the ${thousands(Math.round(m.threshold))} needed to ${m.direction}`;
  if (m.blocked === 'flagged') reason += `; flagged (status '${p.status}'), so the price cannot rise`;
  const locked = m.blocked === 'gameweek-limit';
  if (locked) reason += `; already moved ${PRICE_MODEL.maxChangesPerGameweek} times this gameweek, locked until the next deadline`;
  return row(p, m.direction, m.progress, level, reason, locked ? ctx.nextDeadline : null);
}

function fromOfficial(p: PredictionPlayer, now: Date): PricePrediction | null {
  const o: OfficialProgress | null = officialProgress(p.official, now);
  if (!o || o.progress < LISTED_FROM) return null;
  const level = probabilityFor(o.progress, o.lockedUntil !== null || o.calibrating);
  if (!level) return null;
  const nowPart = o.now === null ? '' : `${Math.round(o.now)}% of the way to a ${o.direction} now, `;
  let reason = `FPL's own figures: ${nowPart}${Math.round(o.progress)}% projected at the next update`;
  if (o.lockedUntil) reason += `; FPL has locked the price until ${o.lockedUntil}`;
  if (o.calibrating) reason += '; FPL is still calibrating this player';
  return row(p, o.direction, o.progress, level, reason, o.lockedUntil);
}

export function thousands(n: number): string {
  return Math.abs(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',').replace(/^/, n < 0 ? '-' : '');
}

const signed = (n: number) => (n >= 0 ? `+${thousands(n)}` : thousands(n));
