import {
  clamp,
  fixtureEase,
  formPart,
  injuryPenalty,
  minutesPart,
  momentumPart,
  positionFactor,
  roundScore,
  weightedParts,
  weightedSum,
  type PositionReferences,
  type ScorePart,
  type UpcomingFixture,
} from './parts';
import type { ScoreInput, ScorePlayer } from './player';

/**
 * The Transfer Planner's overall score: eight weighted parts on 0..10, their weighted sum scaled
 * within the position (below), minus an injury-doubt penalty of up to 3, times the player's
 * historical multiplier, clamped to 0..10 and rounded to 1 decimal.
 */

/** The planner shows at most 24 cards. */
export const TRANSFER_CARD_LIMIT = 24;

export const TRANSFER_WEIGHTS = {
  form: 0.25,
  value: 0.2,
  fixtures: 0.2,
  ict: 0.15,
  minutes: 0.1,
  momentum: 0.05,
  transferVolume: 0.03,
  points: 0.02,
} as const;
type PartName = keyof typeof TRANSFER_WEIGHTS;

/** Points-per-million factors for element types 1..4 (goalkeeper .. forward). */
const VALUE_FACTORS = [0.7, 0.8, 1, 1.2] as const;
/**
 * The rescale. On the spec's part scales no goalkeeper could reach "Strong Buy" and hardly any
 * defender did: their ICT and value parts run lower. Each position's reference is the 95th
 * percentile of the weighted sum of its regular starters (started half their club's matches) over
 * every gameweek 2-38 of 2023-24 and 2024-25, measured by `npm run backtest-scores`: GK 7.068,
 * DEF 7.306, MID 8.234, FWD 8.539. Where the reference falls short of 8, the sum above 6 (the "Buy"
 * line) is stretched so the reference reaches 8; below 6 nothing changes. The same backtest chose
 * this over scaling the whole sum (score = sum x 8 / reference): that lifted goalkeepers and defenders
 * above attackers who went on to score more, and cost 0.0075 of Spearman's rank correlation with
 * next-gameweek points (0.6459 -> 0.6384), against 0.0003 for the stretch (-> 0.6456).
 */
export const TRANSFER_REFERENCES: PositionReferences = [7.068, 7.306, 8.234, 8.539];
const BUY_SCORE = 6;
const STRONG_BUY_SCORE = 8;
/** Fixtures looked at, the weight kept by each later one, and the home advantage in difficulty. */
const FIXTURES_AHEAD = 6;
const FIXTURE_DECAY = 0.85;
const HOME_DIFFICULTY_ADJUSTMENT = 0.3;
/** Net transfers (in minus out) in the gameweek at which the screen calls a player trending. */
const TREND_THRESHOLD = 100_000;

export interface TransferScoreInput extends ScoreInput {
  /** The team's next unfinished fixtures in order (upcomingFixtures in contracts/game/schedule); the first 6 count. */
  fixtures: readonly UpcomingFixture[];
  /** Gameweeks finished so far this season, to put season points per million on a per-gameweek scale. */
  finishedGameweeks: number;
}

export type TransferRecommendation = 'strong_in' | 'in' | 'neutral' | 'out' | 'strong_out';
export type TransferTrend = 'rising' | 'falling' | 'stable';

export interface TransferScore {
  /** 0..10, 1 decimal. */
  score: number;
  parts: Record<PartName, ScorePart>;
  /** The weighted sum after the position's rescale (the weighted sum itself on the spec's raw scale). */
  rescaledSum: number;
  injuryPenalty: number;
  historicalMultiplier: number;
  recommendation: TransferRecommendation;
  label: string;
  trend: TransferTrend;
}

/**
 * Value: season points per million (total points / price in millions) x the position factor, per
 * finished gameweek so the scale holds all season. 0.8 scores 10: in the recorded 2025-26 season the
 * best regulars reach about 0.55 (goalkeepers) to 0.8 (midfielders, forwards) after the factor.
 */
function valuePart(player: ScorePlayer, finishedGameweeks: number): number {
  const perMillion = player.totalPoints / (player.nowCostTenths / 10);
  const perGameweek = perMillion / Math.max(1, finishedGameweeks);
  return clamp(perGameweek * positionFactor(VALUE_FACTORS, player.elementType) * 12.5, 0, 10);
}

/**
 * Fixtures: the ease of the next 6 fixtures (parts.fixtureEase), a home fixture counting 0.3 easier,
 * averaged with weights 1, 0.85, 0.85^2, ... so nearer fixtures count more. No fixtures left scores 0.
 */
function fixturesPart(fixtures: readonly UpcomingFixture[]): number {
  const next = fixtures.slice(0, FIXTURES_AHEAD);
  if (next.length === 0) return 0;
  let weighted = 0;
  let weights = 0;
  next.forEach((f, i) => {
    const weight = FIXTURE_DECAY ** i;
    weighted += weight * fixtureEase(f.difficulty - (f.home ? HOME_DIFFICULTY_ADJUSTMENT : 0));
    weights += weight;
  });
  // Clamped: a weighted mean of 10s can land a rounding error above 10.
  return clamp(weighted / weights, 0, 10);
}

/**
 * ICT (spec silent): ICT index per 90 minutes, one point per unit, at most 10; in the recorded 2025-26
 * season the best midfielders reach about 10, forwards 8, defenders 6, goalkeepers 3. Minutes below
 * 450 count as 450 so a cameo's ICT does not read as a star's.
 */
function ictPart(player: ScorePlayer): number {
  return clamp((player.ictIndex / Math.max(player.minutes, 450)) * 90, 0, 10);
}

/** Transfer volume (spec silent): net transfers this gameweek; 0 net is 5, each 40,000 net adds or
 * takes 1, so the +-100,000 trend thresholds sit at 7.5 and 2.5. */
function transferVolumePart(net: number): number {
  return clamp(5 + net / 40_000, 0, 10);
}

/** Points (spec silent): season total points / 20, at most 10 (200 points). */
function pointsPart(totalPoints: number): number {
  return clamp(totalPoints / 20, 0, 10);
}

/** Recommendation and label from the overall score, by the product's fixed score bands. */
export function transferRecommendation(score: number): {
  recommendation: TransferRecommendation;
  label: string;
} {
  if (score >= 8) return { recommendation: 'strong_in', label: 'Strong Buy' };
  if (score >= 6) return { recommendation: 'in', label: 'Buy' };
  if (score > 4) return { recommendation: 'neutral', label: 'Hold' };
  if (score > 2) return { recommendation: 'out', label: 'Sell' };
  return { recommendation: 'strong_out', label: 'Strong Sell' };
}

/** Net transfers in minus out this gameweek: above 100,000 rising, below -100,000 falling. */
export function transferTrend(transfersInEvent: number, transfersOutEvent: number): TransferTrend {
  const net = transfersInEvent - transfersOutEvent;
  if (net > TREND_THRESHOLD) return 'rising';
  if (net < -TREND_THRESHOLD) return 'falling';
  return 'stable';
}

/**
 * The weighted sum, its part above 6 stretched by 2 / (reference - 6) where the reference is below 8;
 * the sum itself without references (the spec's raw scale).
 */
export function transferRescale(
  sum: number,
  elementType: number,
  references: PositionReferences | null = TRANSFER_REFERENCES,
): number {
  if (references === null) return sum;
  const reference = positionFactor(references, elementType);
  if (sum <= BUY_SCORE || reference >= STRONG_BUY_SCORE) return sum;
  return BUY_SCORE + ((sum - BUY_SCORE) * (STRONG_BUY_SCORE - BUY_SCORE)) / (reference - BUY_SCORE);
}

/** The score from the weighted sum: rescaled, less the injury penalty, times the multiplier, clamped and rounded. */
export function scaledTransferScore(
  sum: number,
  elementType: number,
  penalty = 0,
  multiplier = 1,
  references: PositionReferences | null = TRANSFER_REFERENCES,
): number {
  return roundScore(clamp((transferRescale(sum, elementType, references) - penalty) * multiplier, 0, 10));
}

export function transferScore(input: TransferScoreInput): TransferScore {
  const { player } = input;
  const multiplier = input.historicalMultiplier ?? 1;
  const values: Record<PartName, number> = {
    form: formPart(player.form, 2.5),
    value: valuePart(player, input.finishedGameweeks),
    fixtures: fixturesPart(input.fixtures),
    ict: ictPart(player),
    minutes: minutesPart(player.minutes),
    momentum: momentumPart(player.form, player.pointsPerGame),
    transferVolume: transferVolumePart(player.transfersInEvent - player.transfersOutEvent),
    points: pointsPart(player.totalPoints),
  };
  const parts = weightedParts(TRANSFER_WEIGHTS, values);
  const penalty = injuryPenalty(player.chanceOfPlayingNextRound, player.status);
  const sum = weightedSum(parts);
  const references = input.rescale === false ? null : TRANSFER_REFERENCES;
  const score = scaledTransferScore(sum, player.elementType, penalty, multiplier, references);
  return {
    score,
    parts,
    rescaledSum: transferRescale(sum, player.elementType, references),
    injuryPenalty: penalty,
    historicalMultiplier: multiplier,
    ...transferRecommendation(score),
    trend: transferTrend(player.transfersInEvent, player.transfersOutEvent),
  };
}
