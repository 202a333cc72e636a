import type { FplSource } from '../../server/fpl/source';
import { LEAGUE_ENTRIES } from '../../server/services/transfer-plan/testing/real-season';

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};

/**
 * The comparison rows on the same gameweeks: the game's average manager (`average_entry_score`
 * summed) and the recorded league's managers (their picks' points less transfer costs).
 */
export async function recordedManagers(fpl: FplSource, from: number, to: number) {
  const { events } = (await fpl.bootstrapStatic()).data;
  const average = events
    .filter((e) => e.id >= from && e.id <= to)
    .reduce((a, e) => a + (e.average_entry_score ?? 0), 0);
  const totals: number[] = [];
  for (const id of LEAGUE_ENTRIES) {
    let total = 0;
    for (let g = from; g <= to; g++) {
      const h = (await fpl.entryPicks(id, g)).data.entry_history;
      total += h.points - h.event_transfers_cost;
    }
    totals.push(total);
  }
  return {
    average,
    league: { count: totals.length, median: quantile(totals, 0.5), upperQuartile: quantile(totals, 0.75) },
  };
}
