import {
  clamp,
  fixtureEase,
  formPart,
  minutesPart,
  momentumPart,
  positionFactor,
  roundScore,
  weightedSum,
  type ScorePart,
  type UpcomingFixture,
} from './parts';
import type { ScorePlayer } from './player';

/**
 * The Captain Selector's score: six weighted parts on 0..10, times a
 * position factor and the player's historical multiplier, clamped to 0..10 and rounded to 1 decimal.
 * The spec gives the captain score no injury penalty, so none is applied.
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
const HOME_FACTOR = 1.15;
const AWAY_FACTOR = 0.92;
/** Ownership above which a pick is popular, and below which a high scorer is a differential. */
const POPULAR_OWNERSHIP = 15;
const DIFFERENTIAL_OWNERSHIP = 5;
const DIFFERENTIAL_SCORE = 6;

export interface CaptainScoreInput {
  player: ScorePlayer;
  /** The team's fixtures in the next gameweek (gameweekFixtures in contracts/game/schedule): none in a blank,
   * two in a double. */
  nextFixtures: readonly UpcomingFixture[];
  historicalMultiplier?: number;
}

export type CaptainRecommendation = 'essential' | 'strong' | 'good' | 'risky' | 'avoid';

export interface CaptainScore {
  /** 0..10, 1 decimal. */
  score: number;
  parts: Record<PartName, ScorePart>;
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
  const parts = Object.fromEntries(
    (Object.keys(CAPTAIN_WEIGHTS) as PartName[]).map((name) => [
      name,
      { value: values[name], weight: CAPTAIN_WEIGHTS[name] },
    ]),
  ) as Record<PartName, ScorePart>;
  const factor = positionFactor(CAPTAIN_POSITION_FACTORS, player.elementType);
  const score = roundScore(clamp(weightedSum(parts) * factor * multiplier, 0, 10));
  return {
    score,
    parts,
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
