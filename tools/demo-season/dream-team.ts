import type { Ledger } from './ledger';
import { chooseLineup } from './manager-picks';
import type { SeasonPlayer } from './players';

/**
 * The official team of the week: the eleven highest scorers of a gameweek in a legal shape
 * (1 GK, 3-5 DEF, 2-5 MID, 1-3 FWD), ties to the lower id. Only players who played count.
 */
export function dreamTeam(players: readonly SeasonPlayer[], ledger: Ledger, gw: number): Set<number> {
  const points = new Map<number, number>();
  const candidates: { element: number; type: SeasonPlayer['position'] }[] = [];
  for (const p of players) {
    if (ledger.gwMinutes(p.id, gw) === 0) continue;
    points.set(p.id, ledger.gwPoints(p.id, gw));
    candidates.push({ element: p.id, type: p.position });
  }
  // chooseLineup picks the best eleven of any list by a rating; a full league list is fine.
  const picks = chooseLineup(candidates, (id) => points.get(id) ?? 0, null);
  return new Set(picks.filter((p) => p.position <= 11).map((p) => p.element));
}
