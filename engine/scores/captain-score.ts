import {
  clamp,
  fixtureEase,
  formPart,
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
 * The Captain Selector's score: six weighted parts on 0..10, their weighted sum scaled within the
 * position (below), times the spec's position factor and the player's historical multiplier, clamped
 * to 0..10 and rounded to 1 decimal. The spec gives the captain score no injury penalty, so none is
 * applied.
 */

/** The selector shows at most 20 cards. */
export const CAPTAIN_CARD_LIMIT = 20;

export const CAPTAIN_WEIGHTS = {
  form: 0.3,
  fixture: 0.25,
  ict: 0.2,
  minutes: 0.1,
  momentum: 0.1,
  ownership: 0.05,
} as const;
type PartName = keyof typeof CAPTAIN_WEIGHTS;

/** Element types 1..4: a goalkeeper or defender rarely outscores an attacker as captain. */
const CAPTAIN_POSITION_FACTORS = [0.1, 0.3, 0.8, 1.2] as const;
/**
 * The rescale. On the spec's part scales the factor caps a goalkeeper at 1 and a defender at 3, so
 * both were always "Avoid", and a midfielder could not reach "Essential". The weighted sum is scaled
 * before the factor by 8.5 / (factor x the position's reference), the reference being the 95th
 * percentile of the weighted sum of the position's regular starters (started half their club's
 * matches) over every gameweek 2-38 of 2023-24 and 2024-25, measured by `npm run backtest-scores`:
 * a player at his position's top 5% reaches "Essential", whatever the position. The same tool's
 * sweep chose the quantile: rank correlation with next-gameweek points rises slowly with it (0.90:
 * 0.476, 0.95: 0.478, 0.99: 0.481, spec scale 0.302) while the share of gameweeks in which each
 * position has an "Essential" player falls (0.95: 53-81%, 0.99: 18-53%).
 */
export const CAPTAIN_REFERENCES: PositionReferences = [8.339, 8.375, 8.567, 8.75];
const CAPTAIN_REFERENCE_SCORE = 8.5;
const HOME_FACTOR = 1.15;
const AWAY_FACTOR = 0.92;
/** Ownership above which a pick is popular, and below which a high scorer is a differential. */
const POPULAR_OWNERSHIP = 15;
const DIFFERENTIAL_OWNERSHIP = 5;
const DIFFERENTIAL_SCORE = 6;

export interface CaptainScoreInput extends ScoreInput {
  /** The team's fixtures in the next gameweek (gameweekFixtures in contracts/game/schedule): none in a blank,
   * two in a double. */
  nextFixtures: readonly UpcomingFixture[];
}

export type CaptainRecommendation = 'essential' | 'strong' | 'good' | 'risky' | 'avoid';

export interface CaptainScore {
  /** 0..10, 1 decimal. */
  score: number;
  parts: Record<PartName, ScorePart>;
  /** The weighted sum's scale within the position (1 on the spec's raw scale). */
  positionScale: number;
  positionFactor: number;
  historicalMultiplier: number;
  recommendation: CaptainRecommendation;
  label: string;
  isPopularPick: boolean;
  isDifferential: boolean;
}

/**
 * Fixture: the ease of the next gameweek's fixture (parts.fixtureEase) x 1.15 at home or 0.92 away,
 * at most 10. A double gameweek adds its two fixtures (up to the same 10); a blank scores 0.
 */
function fixturePart(fixtures: readonly UpcomingFixture[]): number {
  const total = fixtures.reduce(
    (sum, f) => sum + fixtureEase(f.difficulty) * (f.home ? HOME_FACTOR : AWAY_FACTOR),
    0,
  );
  return clamp(total, 0, 10);
}

/** ICT: the season's influence + creativity + threat / 60, at most 8 (the spec's "sum/60"). A
 * regular starter reaches the cap within a few weeks, so this part mostly separates non-starters. */
function ictPart(player: ScorePlayer): number {
  return clamp((player.influence + player.creativity + player.threat) / 60, 0, 8);
}

/** Ownership score: below 3% gives 8, below 8% 6.5, below 20% 7.5, otherwise 9. */
export function ownershipScore(selectedByPercent: number): number {
  if (selectedByPercent < 3) return 8;
  if (selectedByPercent < 8) return 6.5;
  if (selectedByPercent < 20) return 7.5;
  return 9;
}

export function captainRecommendation(score: number): {
  recommendation: CaptainRecommendation;
  label: string;
} {
  if (score >= 8.5) return { recommendation: 'essential', label: 'Essential' };
  if (score >= 7.5) return { recommendation: 'strong', label: 'Strong Pick' };
  if (score >= 6) return { recommendation: 'good', label: 'Good Option' };
  if (score >= 4) return { recommendation: 'risky', label: 'Risky' };
  return { recommendation: 'avoid', label: 'Avoid' };
}

export const isPopularPick = (selectedByPercent: number) => selectedByPercent > POPULAR_OWNERSHIP;
export const isDifferential = (selectedByPercent: number, score: number) =>
  selectedByPercent < DIFFERENTIAL_OWNERSHIP && score > DIFFERENTIAL_SCORE;

/** Captain candidates need more than 5 total points. */
export const isCaptainCandidate = (player: Pick<ScorePlayer, 'totalPoints'>) => player.totalPoints > 5;

/**
 * 8.5 / (factor x reference): the scale that takes a position's reference to "Essential"; 1 without
 * references (the spec's raw scale).
 */
export function captainPositionScale(
  elementType: number,
  references: PositionReferences | null = CAPTAIN_REFERENCES,
): number {
  if (references === null) return 1;
  const factor = positionFactor(CAPTAIN_POSITION_FACTORS, elementType);
  return CAPTAIN_REFERENCE_SCORE / (factor * positionFactor(references, elementType));
}

/** The score from the weighted sum: scaled, times the factor and multiplier, clamped and rounded. */
export function scaledCaptainScore(
  sum: number,
  elementType: number,
  multiplier = 1,
  references: PositionReferences | null = CAPTAIN_REFERENCES,
): number {
  const factor = positionFactor(CAPTAIN_POSITION_FACTORS, elementType);
  return roundScore(clamp(sum * captainPositionScale(elementType, references) * factor * multiplier, 0, 10));
}

export function captainScore(input: CaptainScoreInput): CaptainScore {
  const { player } = input;
  const multiplier = input.historicalMultiplier ?? 1;
  const values: Record<PartName, number> = {
    form: formPart(player.form, 2.2),
    fixture: fixturePart(input.nextFixtures),
    ict: ictPart(player),
    minutes: minutesPart(player.minutes),
    momentum: momentumPart(player.form, player.pointsPerGame),
    ownership: ownershipScore(player.selectedByPercent),
  };
  const parts = weightedParts(CAPTAIN_WEIGHTS, values);
  const factor = positionFactor(CAPTAIN_POSITION_FACTORS, player.elementType);
  const references = input.rescale === false ? null : CAPTAIN_REFERENCES;
  const score = scaledCaptainScore(weightedSum(parts), player.elementType, multiplier, references);
  return {
    score,
    parts,
    positionScale: captainPositionScale(player.elementType, references),
    positionFactor: factor,
    historicalMultiplier: multiplier,
    ...captainRecommendation(score),
    isPopularPick: isPopularPick(player.selectedByPercent),
    isDifferential: isDifferential(player.selectedByPercent, score),
  };
}

export type CaptainStrategy = 'safe' | 'differential' | 'all';

/**
 * Safe keeps popular picks that are not risky or avoid; differential keeps differentials or
 * non-popular picks scoring above 6; all keeps everyone. Order is kept.
 */
export function filterByStrategy<
  T extends Pick<CaptainScore, 'score' | 'recommendation' | 'isPopularPick' | 'isDifferential'>,
>(candidates: readonly T[], strategy: CaptainStrategy): T[] {
  if (strategy === 'safe') {
    return candidates.filter(
      (c) => c.isPopularPick && c.recommendation !== 'risky' && c.recommendation !== 'avoid',
    );
  }
  if (strategy === 'differential') {
    return candidates.filter((c) => c.isDifferential || (!c.isPopularPick && c.score > DIFFERENTIAL_SCORE));
  }
  return [...candidates];
}
