/** How a rank moved between two moments: lower rank numbers are better. */
export type RankMovement =
  | { kind: 'up'; places: number }
  | { kind: 'down'; places: number }
  | { kind: 'same' }
  /** No earlier rank to compare with (first gameweek, or a rank of 0/null meaning "not ranked"). */
  | { kind: 'new' };

const isRank = (r: number | null | undefined): r is number =>
  typeof r === 'number' && Number.isFinite(r) && r > 0;

/**
 * The movement from `previous` to `current`: 1,200 -> 900 is up 300 places. Upstream uses 0 (league
 * `last_rank` before the first update) or null (no overall rank yet) for "not ranked", so either
 * side missing gives `new` rather than an invented movement.
 */
export function rankMovement(
  current: number | null | undefined,
  previous: number | null | undefined,
): RankMovement {
  if (!isRank(current) || !isRank(previous)) return { kind: 'new' };
  if (current < previous) return { kind: 'up', places: previous - current };
  if (current > previous) return { kind: 'down', places: current - previous };
  return { kind: 'same' };
}

interface RankedGameweek {
  event: number;
  overall_rank: number | null;
}

/**
 * The overall rank at the end of the gameweek before `currentEvent`, from the season history, or
 * null when the manager has no earlier gameweek (their first week, or the history has not got it).
 */
export function previousGameweekRank(
  history: readonly RankedGameweek[],
  currentEvent: number | null,
): number | null {
  if (currentEvent === null) return null;
  let best: RankedGameweek | undefined;
  for (const gw of history) {
    if (gw.event < currentEvent && (!best || gw.event > best.event)) best = gw;
  }
  return best?.overall_rank ?? null;
}
