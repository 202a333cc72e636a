import type { FplHistoryEvent, FplPicks } from '@contracts/fpl/index';
import type { Snapshot } from './snapshot';

const SHAPE: Record<number, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };

/** Squad rules and armbands of one picks payload. */
function squadProblems(
  where: string,
  picks: FplPicks,
  type: Map<number, number>,
  club: Map<number, number>,
): string[] {
  const problems: string[] = [];
  const ids = picks.picks.map((p) => p.element);
  if (ids.length !== 15 || new Set(ids).size !== 15) problems.push(`${where}: ${ids.length} picks`);
  const positions = picks.picks.map((p) => p.position).sort((a, b) => a - b);
  if (positions.join() !== Array.from({ length: 15 }, (_, i) => i + 1).join())
    problems.push(`${where}: positions ${positions.join()}`);
  for (const [t, n] of Object.entries(SHAPE)) {
    if (ids.filter((id) => type.get(id) === Number(t)).length !== n) problems.push(`${where}: not 2/5/5/3`);
  }
  const perClub = new Map<number, number>();
  for (const id of ids) perClub.set(club.get(id) ?? 0, (perClub.get(club.get(id) ?? 0) ?? 0) + 1);
  if ([...perClub.values()].some((n) => n > 3)) problems.push(`${where}: more than 3 from a club`);
  const captains = picks.picks.filter((p) => p.is_captain);
  const vices = picks.picks.filter((p) => p.is_vice_captain);
  if (captains.length !== 1 || vices.length !== 1 || captains[0] === vices[0])
    problems.push(`${where}: captain/vice`);
  const captain = captains[0];
  const subbedOff = picks.automatic_subs.some((a) => a.element_out === captain?.element);
  if (captain && captain.position > 11 && !subbedOff)
    problems.push(`${where}: captain ${captain.element} on the bench`);
  return problems;
}

/** Points of the final picks from the live payload, and the bench's. */
function recount(s: Snapshot, gw: number, picks: FplPicks): { points: number; bench: number } {
  const live = new Map(s.live(gw).elements.map((e) => [e.id, Number(e.stats.total_points)]));
  let points = 0;
  let bench = 0;
  for (const p of picks.picks) {
    points += (live.get(p.element) ?? 0) * p.multiplier;
    if (p.position > 11) bench += live.get(p.element) ?? 0;
  }
  return { points, bench };
}

/** Squad value from the element-summary prices of the round, or null when a player has no row then (blank). */
function squadValue(s: Snapshot, gw: number, picks: FplPicks): number | null {
  let sum = 0;
  for (const p of picks.picks) {
    const row = s.summary(p.element).history.find((r) => r.round === gw);
    if (!row) return null;
    sum += row.value;
  }
  return sum;
}

/**
 * Every manager: history totals add up (points minus hits), each picks payload repeats its
 * history row, scores from the live data, obeys the squad rules, and values the squad at the
 * round's prices plus a non-negative bank (100.0 at most in gameweek 1).
 */
export function managerProblems(s: Snapshot): string[] {
  const problems: string[] = [];
  const type = new Map(s.bootstrap.elements.map((e) => [e.id, e.element_type]));
  const club = new Map(s.bootstrap.elements.map((e) => [e.id, e.team]));
  for (const id of s.manifest.managerIds) {
    const history = s.history(id);
    let total = 0;
    history.current.forEach((row: FplHistoryEvent) => {
      const where = `manager ${id} GW${row.event}`;
      total += row.points - row.event_transfers_cost;
      if (row.total_points !== total)
        problems.push(`${where}: total ${row.total_points}, running sum ${total}`);
      const picks = s.picks(id, row.event);
      if (JSON.stringify(picks.entry_history) !== JSON.stringify(row))
        problems.push(`${where}: picks entry_history differs from history`);
      const counted = recount(s, row.event, picks);
      if (counted.points !== row.points || counted.bench !== row.points_on_bench)
        problems.push(
          `${where}: points ${row.points}/${row.points_on_bench}, live says ${counted.points}/${counted.bench}`,
        );
      problems.push(...squadProblems(where, picks, type, club));
      const value = squadValue(s, row.event, picks);
      if (row.bank < 0 || (value !== null && value + row.bank !== row.value))
        problems.push(`${where}: value ${row.value}, bank ${row.bank}, squad ${value}`);
      if (row.event === 1 && row.value > 1000) problems.push(`${where}: gameweek 1 value ${row.value}`);
    });
    const entry = s.entry(id);
    if (entry.summary_overall_points !== total)
      problems.push(`manager ${id}: summary ${entry.summary_overall_points}, history ${total}`);
    if (history.past.length < 4) problems.push(`manager ${id}: ${history.past.length} past seasons`);
  }
  return problems;
}

/** League pages of 50 with has_next, totals equal to the entries' histories, ranks as the entries list them. */
export function standingsProblems(s: Snapshot): string[] {
  const problems: string[] = [];
  for (const leagueId of s.manifest.leagueIds) {
    const pages = s.standingsPages(leagueId);
    const rows = pages.flatMap((p) => p.standings.results);
    pages.forEach((p, i) => {
      const full = i < pages.length - 1;
      if (
        p.standings.page !== i + 1 ||
        p.standings.has_next !== full ||
        (full && p.standings.results.length !== 50)
      )
        problems.push(`league ${leagueId} page ${i + 1}: paging`);
    });
    if (leagueId <= 1000 || rows.length < 10 || rows.length > 60)
      problems.push(`league ${leagueId}: ${rows.length} entries`);
    rows.forEach((r, i) => {
      const history = s.history(r.entry).current;
      const last = history[history.length - 1];
      if (r.total !== last?.total_points || r.event_total !== last?.points)
        problems.push(
          `league ${leagueId} entry ${r.entry}: ${r.total}/${r.event_total} vs history ${last?.total_points}/${last?.points}`,
        );
      const prev = rows[i - 1];
      if (prev && (prev.total < r.total || (prev.total === r.total && prev.rank !== r.rank)))
        problems.push(`league ${leagueId}: order at ${r.entry}`);
      const listed = s.entry(r.entry).leagues.classic.find((l) => l.id === leagueId);
      if (listed?.entry_rank !== r.rank)
        problems.push(
          `league ${leagueId} entry ${r.entry}: rank ${r.rank}, entry lists ${listed?.entry_rank}`,
        );
    });
  }
  return problems;
}
