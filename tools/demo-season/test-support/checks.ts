import { COUNTING_STATS } from '@contracts/game/match-stats';
import type { Snapshot } from './snapshot';

/**
 * Consistency checks over a generated snapshot. Each returns the problems it found as readable
 * lines (empty when consistent), so a failing test says which file and which numbers disagree.
 */

/** Per finished fixture: a side's scorers plus the other side's own goals equal its score. */
export function fixtureGoalProblems(s: Snapshot): string[] {
  const problems: string[] = [];
  for (const f of s.fixtures.filter((x) => x.finished)) {
    const stat = (id: string, side: 'h' | 'a') =>
      (f.stats ?? []).find((x) => x.identifier === id)?.[side].reduce((n, v) => n + v.value, 0) ?? 0;
    const home = stat('goals_scored', 'h') + stat('own_goals', 'a');
    const away = stat('goals_scored', 'a') + stat('own_goals', 'h');
    if (home !== f.team_h_score || away !== f.team_a_score)
      problems.push(`fixture ${f.id}: ${f.team_h_score}-${f.team_a_score}, stats say ${home}-${away}`);
  }
  return problems;
}

const TOTALS = [...COUNTING_STATS, 'total_points'] as const;

/** Season totals in bootstrap equal the sums of the live rows and of the element-summary rows. */
export function totalsProblems(s: Snapshot): string[] {
  const problems: string[] = [];
  const sums = new Map<number, Record<string, number>>();
  for (let gw = 1; gw <= s.lastFinished; gw++) {
    for (const e of s.live(gw).elements) {
      const into = sums.get(e.id) ?? {};
      for (const k of TOTALS) into[k] = (into[k] ?? 0) + Number(e.stats[k]);
      sums.set(e.id, into);
    }
  }
  const last = new Map(s.live(s.lastFinished).elements.map((e) => [e.id, Number(e.stats.total_points)]));
  for (const el of s.bootstrap.elements) {
    const live = sums.get(el.id) ?? {};
    const rows = s.summary(el.id).history;
    for (const k of TOTALS) {
      const fromRows = rows.reduce((n, r) => n + r[k], 0);
      if (el[k] !== live[k] || el[k] !== fromRows)
        problems.push(`player ${el.id} ${k}: bootstrap ${el[k]}, live ${live[k]}, summary ${fromRows}`);
    }
    if (el.event_points !== last.get(el.id))
      problems.push(`player ${el.id}: event_points ${el.event_points}, live ${last.get(el.id)}`);
  }
  return problems;
}

/** Prices in 3.9-15.0, moving at most 0.3 between deadlines; transfers adding up. */
export function priceProblems(s: Snapshot): string[] {
  const problems: string[] = [];
  for (const el of s.bootstrap.elements) {
    if (el.now_cost === null) {
      problems.push(`player ${el.id}: no readable price`);
      continue;
    }
    if (el.now_cost < 39 || el.now_cost > 150) problems.push(`player ${el.id}: price ${el.now_cost}`);
    const byRound = new Map<number, { value: number; in: number; out: number }>();
    for (const r of s.summary(el.id).history)
      byRound.set(r.round, { value: r.value, in: r.transfers_in, out: r.transfers_out });
    const rounds = [...byRound.keys()].sort((a, b) => a - b);
    const first = byRound.get(1);
    if (first && first.value !== el.now_cost - el.cost_change_start)
      problems.push(
        `player ${el.id}: start ${first.value}, now ${el.now_cost}, change ${el.cost_change_start}`,
      );
    rounds.forEach((round, i) => {
      const prev = rounds[i - 1];
      const diff =
        (byRound.get(round)?.value ?? 0) - (prev === undefined ? 0 : (byRound.get(prev)?.value ?? 0));
      if (prev !== undefined && Math.abs(diff) > 3 * (round - prev))
        problems.push(`player ${el.id}: price moved ${diff} from GW${prev} to GW${round}`);
    });
    const lastRow = byRound.get(s.lastFinished);
    if (
      lastRow &&
      (el.now_cost - lastRow.value !== el.cost_change_event || Math.abs(el.cost_change_event) > 3)
    ) {
      problems.push(
        `player ${el.id}: now ${el.now_cost}, GW${s.lastFinished} ${lastRow.value}, cost_change_event ${el.cost_change_event}`,
      );
    }
    const ins = rounds.reduce((n, r) => n + (byRound.get(r)?.in ?? 0), 0) + el.transfers_in_event;
    const outs = rounds.reduce((n, r) => n + (byRound.get(r)?.out ?? 0), 0) + el.transfers_out_event;
    // Players whose club blanked in a round have no row for it: their season sum can only be compared when none is missing.
    if (rounds.length === s.lastFinished && (ins !== el.transfers_in || outs !== el.transfers_out))
      problems.push(`player ${el.id}: transfers ${el.transfers_in}/${el.transfers_out}, rows ${ins}/${outs}`);
  }
  return problems;
}
