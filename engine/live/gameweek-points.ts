import { automaticSubs, STARTERS, type Appearance, type AutomaticSub, type SquadPick } from './auto-subs';
import { armbandWearer, captainMultiplier } from './captaincy';

export interface LivePickInput extends SquadPick {
  isCaptain: boolean;
  isViceCaptain: boolean;
}

/** A player's gameweek so far, from the live payload and the fixtures. */
export interface PlayerGameweek {
  minutes: number;
  /** The game's points so far: official bonus included, provisional bonus not. */
  points: number;
  /** Bonus the game has awarded (included in `points`). */
  officialBonus: number;
  /** Bonus the BPS standings give in fixtures whose bonus is not awarded yet (not in `points`). */
  provisionalBonus: number;
  /** True while a fixture of his has started and its bonus is not awarded yet. */
  bonusProvisional: boolean;
  appearance: Appearance;
}

export interface LivePick {
  element: number;
  /** The slot after substitutions: 1-11 count, 12-15 the bench. */
  position: number;
  elementType: number;
  multiplier: number;
  /** The player's points with his bonus (official or provisional), before the multiplier. */
  points: number;
  minutes: number;
  bonus: number;
  bonusProvisional: boolean;
  appearance: Appearance;
  isCaptain: boolean;
  isViceCaptain: boolean;
}

export interface LiveGameweek {
  /** Points as the game counts them (multipliers applied), before any transfer cost. */
  points: number;
  /** True while the bonus of any counted pick can still change. */
  bonusProvisional: boolean;
  automaticSubs: AutomaticSub[];
  picks: LivePick[];
}

const NOT_IN_GAMEWEEK: PlayerGameweek = {
  minutes: 0,
  points: 0,
  officialBonus: 0,
  provisionalBonus: 0,
  bonusProvisional: false,
  appearance: 'absent',
};

/**
 * A manager's gameweek as the game counts it: the automatic substitutions, the armband (passed to
 * the vice-captain when the captain is absent), chips (Bench Boost counts the bench, Triple
 * Captain trebles; Wildcard and Free Hit change no scoring) and each counted pick's points times
 * its multiplier. A player missing from the live data (no fixture yet) counts as absent.
 * Once the game has made its substitutions (`madeSubs`, listed with the picks at the end of the
 * gameweek) the picks already show them, and they are the game's word: none is made again.
 */
export function liveGameweek(
  picks: readonly LivePickInput[],
  players: ReadonlyMap<number, PlayerGameweek>,
  activeChip: string | null,
  madeSubs: readonly AutomaticSub[] = [],
): LiveGameweek {
  const player = (element: number) => players.get(element) ?? NOT_IN_GAMEWEEK;
  const appearance = (element: number) => player(element).appearance;
  const made = madeSubs.length > 0;
  const subs = made ? [...madeSubs] : automaticSubs(picks, appearance);
  const slot = new Map(picks.map((p) => [p.element, p.position]));
  for (const { elementIn, elementOut } of made ? [] : subs) {
    const outSlot = slot.get(elementOut) ?? 0;
    slot.set(elementOut, slot.get(elementIn) ?? 0);
    slot.set(elementIn, outSlot);
  }
  const wearer = armbandWearer(picks, appearance);
  const benchCounts = activeChip === 'bboost';

  const live = picks.map((p): LivePick => {
    const position = slot.get(p.element) ?? p.position;
    const counted = position <= STARTERS || benchCounts;
    const multiplier = !counted ? 0 : p.element === wearer ? captainMultiplier(activeChip) : 1;
    const stats = player(p.element);
    return {
      element: p.element,
      position,
      elementType: p.elementType,
      multiplier,
      points: stats.points + stats.provisionalBonus,
      minutes: stats.minutes,
      bonus: stats.officialBonus + stats.provisionalBonus,
      bonusProvisional: stats.bonusProvisional,
      appearance: stats.appearance,
      isCaptain: p.isCaptain,
      isViceCaptain: p.isViceCaptain,
    };
  });
  live.sort((a, b) => a.position - b.position);
  return {
    points: live.reduce((sum, p) => sum + p.points * p.multiplier, 0),
    bonusProvisional: live.some((p) => p.multiplier > 0 && p.bonusProvisional),
    automaticSubs: subs,
    picks: live,
  };
}
