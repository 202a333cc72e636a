import type { CurrentSeason } from '../seasons/current';
import type { Derived } from './derived';
import { apiStats } from './api-stats';
import { addInto, zeroTotals } from '../points/ledger';

/**
 * `event/{gw}/live`: every player's stats for the gameweek (both matches of a double summed),
 * whether he made the team of the week, and the per-fixture points breakdown (`explain`).
 */
export function eventLive(cs: CurrentSeason, d: Derived, gw: number) {
  const dream = d.dreamTeams.get(gw) ?? new Set<number>();
  return {
    elements: cs.world.players.map((p) => {
      const rows = cs.ledger.rowsOf(p.id, gw);
      const t = zeroTotals();
      for (const r of rows) addInto(t, r);
      return {
        id: p.id,
        stats: {
          ...apiStats(t),
          total_points: t.total_points,
          in_dreamteam: dream.has(p.id),
        },
        explain: rows.map((r) => ({
          fixture: r.fixture,
          stats: r.explain.map((l) => ({ ...l, points_modification: 0 })),
        })),
        modified: false,
      };
    }),
  };
}
