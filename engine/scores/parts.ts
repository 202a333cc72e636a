/**
 * Score parts shared by the transfer and captain scores. Each returns a value
 * on a 0..10 scale. Where the spec gives no formula, the one chosen is documented here.
 */

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Scores are shown with 1 decimal; rounding before banding keeps the label in step with the number. */
export const roundScore = (score: number) => Math.round(score * 10) / 10;

/** Form x factor (transfer 2.5, captain 2.2), at most 10. Form can dip below 0; that scores 0. */
export function formPart(form: number, factor: number): number {
  return clamp(form * factor, 0, 10);
}

/** Spec: minutes / 600 x 4, at most 8 (reached at 1200 minutes). The captain score reuses it. */
export function minutesPart(minutes: number): number {
  return clamp((minutes / 600) * 4, 0, 8);
}

/**
 * Momentum (spec silent): form against the season's points per game. A player scoring at his season
 * rate gets 5; each point of form above (below) it adds (takes) 2.5, so 2 points above is 10.
 */
export function momentumPart(form: number, pointsPerGame: number): number {
  return clamp(5 + 2.5 * (form - pointsPerGame), 0, 10);
}

/**
 * Fixture ease from the official difficulty (1 easiest .. 5 hardest): (6 - difficulty) x 2, so 1 gives
 * 10, 3 gives 6 and 5 gives 2 (a hard fixture still yields points, so it does not score 0).
 */
export function fixtureEase(difficulty: number): number {
  return clamp((6 - difficulty) * 2, 0, 10);
}

/**
 * Injury doubt (spec: "a penalty of up to 3"). With a chance of playing given, the penalty is the
 * missing share of 3: 75% -> 0.75, 50% -> 1.5, 0% -> 3. Without one, status decides: available 0,
 * doubtful 1.5 (as 50%), anything else (injured, suspended, unavailable, left the club) 3.
 */
export function injuryPenalty(chanceOfPlayingNextRound: number | null, status: string): number {
  if (chanceOfPlayingNextRound !== null) return (3 * (100 - clamp(chanceOfPlayingNextRound, 0, 100))) / 100;
  // The game marks an available player 'a' (older payloads leave the status empty).
  if (status === 'a' || status === '') return 0;
  return status === 'd' ? 1.5 : 3;
}

/** A fixture as the scores see it (ClubFixture of contracts/game/schedule fits). */
export interface UpcomingFixture {
  /** Official difficulty for the player's team, 1 easiest .. 5 hardest. */
  difficulty: number;
  home: boolean;
}

export interface ScorePart {
  /** The part's value, 0..10. */
  value: number;
  weight: number;
}

/** Each part's value beside its weight, in the weights' order. */
export function weightedParts<Name extends string>(
  weights: Readonly<Record<Name, number>>,
  values: Readonly<Record<Name, number>>,
): Record<Name, ScorePart> {
  const names = Object.keys(weights) as Name[];
  return Object.fromEntries(
    names.map((name) => [name, { value: values[name], weight: weights[name] }]),
  ) as Record<Name, ScorePart>;
}

/** The weighted sum of parts. */
export function weightedSum(parts: Readonly<Record<string, ScorePart>>): number {
  return Object.values(parts).reduce((sum, part) => sum + part.value * part.weight, 0);
}

/** One number per element type 1..4 (goalkeeper .. forward). */
export type PositionReferences = readonly [number, number, number, number];

/** Position factor for element types 1..4; other types (e.g. 2024-25's managers) are not scored. */
export function positionFactor(factors: PositionReferences, elementType: number): number {
  const factor = factors[elementType - 1];
  if (factor === undefined || !Number.isInteger(elementType)) {
    throw new RangeError(`element type ${elementType} is not a player position (1..4)`);
  }
  return factor;
}
