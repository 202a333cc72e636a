import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FplSource } from '../../server/fpl/source';
import { LEAGUE_ENTRIES } from '../../server/services/transfer-plan/testing/real-season';

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};
const summary = (totals: number[]) => ({
  count: totals.length,
  median: quantile(totals, 0.5),
  upperQuartile: quantile(totals, 0.75),
});

/**
 * The comparison rows on the same gameweeks, net of hits: the game's average manager
 * (`average_entry_score` summed); the managers whose final season history the snapshot holds
 * (`entry/<id>/history.json` with every one of the gameweeks); and the recorded league's
 * managers (their picks' `entry_history`; their history files were fetched at GW1).
 */
export async function recordedManagers(fpl: FplSource, snapshotDir: string, from: number, to: number) {
  const { events } = (await fpl.bootstrapStatic()).data;
  const average = events
    .filter((e) => e.id >= from && e.id <= to)
    .reduce((a, e) => a + (e.average_entry_score ?? 0), 0);
  const gameweeks = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const histories: number[] = [];
  for (const dir of await readdir(path.join(snapshotDir, 'entry'), { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const rows = await fpl.entryHistory(Number(dir.name)).then(
      (h) => new Map(h.data.current.map((r) => [r.event, r])),
      () => null, // no history file for this entry
    );
    if (rows && gameweeks.every((g) => rows.has(g)))
      histories.push(
        gameweeks.reduce((a, g) => a + rows.get(g)!.points - rows.get(g)!.event_transfers_cost, 0),
      );
  }
  const league: number[] = [];
  for (const id of LEAGUE_ENTRIES) {
    let total = 0;
    for (const g of gameweeks) {
      const h = (await fpl.entryPicks(id, g)).data.entry_history;
      total += h.points - h.event_transfers_cost;
    }
    league.push(total);
  }
  return { average, histories: summary(histories), league: summary(league) };
}
