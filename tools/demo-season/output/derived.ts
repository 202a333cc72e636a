import type { CurrentSeason } from '../seasons/current';
import { dreamTeam } from '../points/dream-team';
import { percentileBucket, populationStats, rankModel } from '../managers/ranks';

export interface ManagerRanks {
  /** Gameweek rank and overall rank after each finished gameweek (index = gameweek - 1). */
  rank: number[];
  overall: number[];
  percentile: number[];
}

export interface EventSummary {
  average: number;
  highest: number;
  mostCaptained: number | null;
  mostViceCaptained: number | null;
  chipPlays: { chip_name: string; num_played: number }[];
  population: number;
}

/** Figures several payloads share: dream teams, manager ranks, per-event summaries. */
export interface Derived {
  dreamTeams: Map<number, Set<number>>;
  ranks: Map<number, ManagerRanks>;
  events: Map<number, EventSummary>;
}

function mode(values: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  for (const [v, n] of counts)
    if (best === null || n > (counts.get(best) ?? 0) || (n === counts.get(best) && v < best)) best = v;
  return best;
}

export function derive(cs: CurrentSeason): Derived {
  const dreamTeams = new Map<number, Set<number>>();
  const ranks = new Map<number, ManagerRanks>(
    cs.managers.map((m) => [m.manager.id, { rank: [], overall: [], percentile: [] }]),
  );
  const events = new Map<number, EventSummary>();
  for (let gw = 1; gw <= cs.lastFinished; gw++) {
    dreamTeams.set(gw, dreamTeam(cs.world.players, cs.ledger, gw));
    const population = cs.market.totalPlayers[gw] ?? cs.market.totalNow;
    const records = cs.managers.map((m) => m.gws[gw - 1]).filter((r) => r !== undefined);
    const net = records.map((r) => r.points - r.cost);
    const totals = records.map((r) => r.total);
    const gwRank = rankModel(net, population);
    const overallRank = rankModel(totals, population);
    for (const m of cs.managers) {
      const r = m.gws[gw - 1];
      const into = ranks.get(m.manager.id);
      if (!r || !into) continue;
      into.rank.push(gwRank(r.points - r.cost));
      const overall = overallRank(r.total);
      into.overall.push(overall);
      into.percentile.push(percentileBucket(overall, population));
    }
    const stats = populationStats(
      records.map((r) => r.points),
      population,
    );
    const chipCounts = new Map<string, number>();
    for (const r of records) if (r.chip) chipCounts.set(r.chip, (chipCounts.get(r.chip) ?? 0) + 1);
    events.set(gw, {
      average: stats.average,
      highest: stats.highest,
      mostCaptained: mode(records.map((r) => r.picks.find((p) => p.is_captain)?.element ?? 0)),
      mostViceCaptained: mode(records.map((r) => r.picks.find((p) => p.is_vice_captain)?.element ?? 0)),
      chipPlays: [...chipCounts]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([chip_name, n]) => ({ chip_name, num_played: Math.round((n / records.length) * population) })),
      population,
    });
  }
  return { dreamTeams, ranks, events };
}
