/** A squad pick before the game's substitutions: positions 1-11 start, 12-15 are the bench in order. */
export interface SquadPick {
  element: number;
  position: number;
  /** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward. */
  elementType: number;
}

/**
 * Where a player stands in the gameweek: `played` (some minutes), `absent` (no minutes and all his
 * club's matches of the gameweek are over, a blank included), `pending` (no minutes yet, a match
 * still to finish).
 */
export type Appearance = 'played' | 'absent' | 'pending';

export interface AutomaticSub {
  elementIn: number;
  elementOut: number;
}

export const STARTERS = 11;
const GOALKEEPER = 1;
/** The fewest defenders, midfielders and forwards a team may field (FPL rules, "Selecting your team"). */
const MIN_OUTFIELD: Readonly<Record<number, number>> = { 2: 3, 3: 2, 4: 1 };

function validFormation(xi: readonly SquadPick[]): boolean {
  return Object.entries(MIN_OUTFIELD).every(
    ([type, min]) => xi.filter((p) => p.elementType === Number(type)).length >= min,
  );
}

/**
 * The substitutions the game makes (FPL rules, "Automatic substitutions"): each starter, in team
 * order, who is absent is replaced by the first substitute in bench order who played and keeps a
 * valid formation (1 goalkeeper, at least 3 defenders, 2 midfielders, 1 forward); a goalkeeper
 * only by the substitute goalkeeper. A substitute who has not played yet but still may holds his
 * place in the order: that starter waits (no substitution yet) rather than skip to a later one.
 * A starter who is still to play, or played, is never replaced. Bench boost changes no points
 * here, but the game still records the same substitutions, so they are made whatever the chip.
 */
export function automaticSubs(
  picks: readonly SquadPick[],
  appearance: (element: number) => Appearance,
): AutomaticSub[] {
  const ordered = [...picks].sort((a, b) => a.position - b.position);
  const xi = ordered.slice(0, STARTERS);
  const bench = ordered.slice(STARTERS);
  const subs: AutomaticSub[] = [];
  for (const [slot, starter] of xi.entries()) {
    if (appearance(starter.element) !== 'absent') continue;
    for (const [i, sub] of bench.entries()) {
      if ((sub.elementType === GOALKEEPER) !== (starter.elementType === GOALKEEPER)) continue;
      const trial = xi.map((p, j) => (j === slot ? sub : p));
      if (!validFormation(trial)) continue;
      const state = appearance(sub.element);
      if (state === 'absent') continue;
      if (state === 'played') {
        xi[slot] = sub;
        bench[i] = starter;
        subs.push({ elementIn: sub.element, elementOut: starter.element });
      }
      break;
    }
  }
  return subs;
}
