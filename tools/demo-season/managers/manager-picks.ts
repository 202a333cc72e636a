import type { ChipName } from './manager-profile';
import type { PositionId } from '@contracts/game/positions';

/** One pick as the official `picks` payload lists it. */
export interface Pick {
  element: number;
  position: number;
  multiplier: number;
  is_captain: boolean;
  is_vice_captain: boolean;
  element_type: PositionId;
}

const MIN_PLAY: Record<PositionId, number> = { 1: 1, 2: 3, 3: 2, 4: 1 };
const MAX_PLAY: Record<PositionId, number> = { 1: 1, 2: 5, 3: 5, 4: 3 };

/**
 * The eleven with the highest ratings in a legal shape (1 GK, 3-5 DEF, 2-5 MID, 1-3 FWD), in
 * position order as upstream lists them; bench keeper at 12, outfield bench by rating. Captain
 * and vice are the two best rated starters; the triple captain chip makes the captain count 3x.
 */
export function chooseLineup(
  squad: readonly { element: number; type: PositionId }[],
  value: (id: number) => number,
  chip: ChipName | null,
): Pick[] {
  const sorted = squad.slice().sort((a, b) => value(b.element) - value(a.element) || a.element - b.element);
  const xi: typeof sorted = [];
  const count: Record<PositionId, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  // Minimums first (best of each line), then the best of the rest within the maximums.
  for (const type of [1, 2, 3, 4] as const) {
    for (const p of sorted.filter((s) => s.type === type).slice(0, MIN_PLAY[type])) {
      xi.push(p);
      count[type]++;
    }
  }
  for (const p of sorted) {
    if (xi.length === 11) break;
    if (xi.includes(p) || count[p.type] >= MAX_PLAY[p.type]) continue;
    xi.push(p);
    count[p.type]++;
  }
  const bench = sorted
    .filter((p) => !xi.includes(p))
    .sort((a, b) => (a.type === 1 ? -1 : b.type === 1 ? 1 : 0));
  const starters = xi.slice().sort((a, b) => a.type - b.type || value(b.element) - value(a.element));
  const [captain, vice] = xi
    .slice()
    .sort((a, b) => value(b.element) - value(a.element) || a.element - b.element);
  const bench1 = chip === 'bboost' ? 1 : 0;
  return [...starters, ...bench].map((p, i) => ({
    element: p.element,
    position: i + 1,
    multiplier: i >= 11 ? bench1 : p === captain ? (chip === '3xc' ? 3 : 2) : 1,
    is_captain: p === captain,
    is_vice_captain: p === vice,
    element_type: p.type,
  }));
}

/**
 * Official automatic substitutions: each starter who played no minutes in the gameweek is
 * replaced by the first bench player, in bench order, who played and keeps the shape legal
 * (the bench keeper only for the keeper). If the captain did not play the vice takes the
 * multiplier. Swapped players trade positions and multipliers, as upstream shows them after the
 * gameweek. No substitutions under Bench Boost.
 */
export function applyAutoSubs(
  picks: readonly Pick[],
  minutes: (id: number) => number,
  chip: ChipName | null,
): { picks: Pick[]; subs: { in: number; out: number }[] } {
  const out = picks.map((p) => ({ ...p }));
  const subs: { in: number; out: number }[] = [];
  const captain = out.find((p) => p.is_captain);
  const vice = out.find((p) => p.is_vice_captain);
  if (captain && vice && minutes(captain.element) === 0 && minutes(vice.element) > 0) {
    vice.multiplier = captain.multiplier;
    captain.multiplier = 1;
  }
  if (chip === 'bboost') return { picks: out, subs };
  for (let i = 0; i < 11; i++) {
    const starter = out[i] as Pick;
    if (minutes(starter.element) > 0) continue;
    for (let j = 11; j < 15; j++) {
      const sub = out[j] as Pick;
      if (subs.some((s) => s.in === sub.element) || minutes(sub.element) === 0) continue;
      if ((starter.element_type === 1) !== (sub.element_type === 1)) continue;
      const shape = out.slice(0, 11).map((p) => p.element_type);
      shape[i] = sub.element_type;
      if (([2, 3, 4] as const).some((t) => shape.filter((s) => s === t).length < MIN_PLAY[t])) continue;
      subs.push({ in: sub.element, out: starter.element });
      // The captaincy never passes to a substitute: he counts once.
      out[i] = { ...sub, position: starter.position, multiplier: 1 };
      out[j] = { ...starter, position: sub.position, multiplier: 0 };
      break;
    }
  }
  return { picks: out, subs };
}

/** Gameweek points of the final picks and the points left on the bench. */
export function scorePicks(
  picks: readonly Pick[],
  points: (id: number) => number,
): { points: number; bench: number } {
  let total = 0;
  let bench = 0;
  for (const p of picks) {
    total += points(p.element) * p.multiplier;
    if (p.position > 11) bench += points(p.element);
  }
  return { points: total, bench };
}
