import type { Ledger } from './ledger';
import type { SeasonPlayer } from '../world/players';

/**
 * The official team of the week: the eleven highest scorers of a gameweek in a legal shape
 * (1 GK, 3-5 DEF, 2-5 MID, 1-3 FWD), ties to the lower id. Only players who played count.
 * The best keeper, three defenders, two midfielders and a forward are in; the other four places
 * go to the best of the rest that the maximums allow (two more defenders, three midfielders,
 * two forwards).
 */
export function dreamTeam(players: readonly SeasonPlayer[], ledger: Ledger, gw: number): Set<number> {
  const lines: { id: number; points: number }[][] = [[], [], [], [], []];
  for (const p of players) {
    if (ledger.gwMinutes(p.id, gw) > 0)
      lines[p.position]?.push({ id: p.id, points: ledger.gwPoints(p.id, gw) });
  }
  const best = (a: { id: number; points: number }, b: { id: number; points: number }) =>
    b.points - a.points || a.id - b.id;
  for (const line of lines) line.sort(best);
  const [, keepers = [], defenders = [], midfielders = [], forwards = []] = lines;
  const core = [
    ...keepers.slice(0, 1),
    ...defenders.slice(0, 3),
    ...midfielders.slice(0, 2),
    ...forwards.slice(0, 1),
  ];
  const rest = [...defenders.slice(3, 5), ...midfielders.slice(2, 5), ...forwards.slice(1, 3)]
    .sort(best)
    .slice(0, 4);
  return new Set([...core, ...rest].map((x) => x.id));
}
