import { HIT_POINTS, XI_MIN } from './rules';
import type { ElementType } from './types';

export interface PlayedWeek {
  /** Points the player scored in the gameweek (all his fixtures). */
  points: number;
  minutes: number;
}

export interface PickedWeek {
  xi: readonly number[];
  /** Goalkeeper first, then outfielders in the order they come on. */
  bench: readonly number[];
  captain: number;
  viceCaptain: number;
  hits: number;
  /** Bench Boost: the bench's points count too (no substitutions); Triple Captain: the captain's thrice. */
  chip?: 'bboost' | '3xc' | null;
}

/**
 * What the game scores for a picked team in a played gameweek, net of hits: a starter who did not
 * play is replaced by the first bench player who did and keeps the formation valid (the goalkeeper
 * only by the bench goalkeeper); the captain's points count twice (thrice with Triple Captain), the
 * vice-captain's when the captain did not play; with Bench Boost all fifteen count.
 */
export function scoreWeek(
  pick: PickedWeek,
  typeOf: (id: number) => ElementType,
  played: (id: number) => PlayedWeek,
): number {
  const boost = pick.chip === 'bboost';
  const xi = boost ? [...pick.xi, ...pick.bench] : [...pick.xi];
  const bench = boost ? [] : [...pick.bench];
  const count = (type: ElementType) => xi.filter((id) => typeOf(id) === type).length;
  for (const [i, id] of xi.entries()) {
    if (played(id).minutes > 0) continue;
    const out = typeOf(id);
    const at = bench.findIndex((b) => {
      if (played(b).minutes === 0) return false;
      const inType = typeOf(b);
      if ((out === 1) !== (inType === 1)) return false;
      return out === inType || count(out) > XI_MIN[out];
    });
    if (at < 0) continue;
    xi[i] = bench[at]!;
    bench.splice(at, 1);
  }
  const captain = played(pick.captain).minutes > 0 ? pick.captain : pick.viceCaptain;
  const total = xi.reduce((a, id) => a + played(id).points, 0);
  const extra = xi.includes(captain) ? (pick.chip === '3xc' ? 2 : 1) * played(captain).points : 0;
  return total + extra - HIT_POINTS * pick.hits;
}
