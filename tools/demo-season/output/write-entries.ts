import type { CurrentSeason } from '../seasons/current';
import type { Derived, ManagerRanks } from './derived';
import { isoMicro } from './format';
import { standings, type PrivateLeague } from '../managers/leagues';
import type { GwRecord, ManagerSeason } from '../managers/manager-season';
import { percentileBucket } from '../managers/ranks';

/** A history row (`current[]` of entry history, `entry_history` of picks). */
export function historyEvent(r: GwRecord, ranks: ManagerRanks) {
  const i = r.event - 1;
  return {
    event: r.event,
    points: r.points,
    total_points: r.total,
    rank: ranks.rank[i] ?? null,
    rank_sort: ranks.rank[i] ?? null,
    overall_rank: ranks.overall[i] ?? null,
    percentile_rank: ranks.percentile[i] ?? null,
    bank: r.bank,
    value: r.value,
    event_transfers: r.transfers,
    event_transfers_cost: r.cost,
    points_on_bench: r.bench,
  };
}

export function entryHistory(s: ManagerSeason, ranks: ManagerRanks) {
  return {
    current: s.gws.map((r) => historyEvent(r, ranks)),
    past: s.manager.past,
    chips: s.chips.map((c) => ({ name: c.name, time: isoMicro(c.time), event: c.event })),
  };
}

export function entryPicks(s: ManagerSeason, ranks: ManagerRanks, r: GwRecord) {
  return {
    active_chip: r.chip,
    automatic_subs: r.subs.map((sub) => ({
      entry: s.manager.id,
      element_in: sub.in,
      element_out: sub.out,
      event: r.event,
    })),
    entry_history: historyEvent(r, ranks),
    picks: r.picks,
  };
}

/** Public leagues every entry is in: its club's, its region's, the Gameweek 1 league and Overall. */
function publicLeagues(cs: CurrentSeason, s: ManagerSeason, ranks: ManagerRanks) {
  const last = cs.lastFinished;
  const population = cs.market.totalPlayers[last] ?? cs.market.totalNow;
  const overall = ranks.overall[last - 1] ?? null;
  const previous = ranks.overall[last - 2] ?? null;
  const club = cs.clubs.get(s.manager.favouriteTeam);
  const clubShare = club ? (0.02 + 0.02 * club.rating) / 1.4 : 0.05;
  const regionShare = s.manager.region.id === 241 ? 0.26 : 0.015;
  const list: [number, string, string, number][] = [
    [s.manager.favouriteTeam, club?.name ?? 'Club', `team-${s.manager.favouriteTeam}`, clubShare],
    [s.manager.region.id + 20, s.manager.region.name, `region-${s.manager.region.id}`, regionShare],
    [276, 'Gameweek 1', 'event-1', 1],
    [314, 'Overall', 'overall', 1],
  ];
  return list.map(([id, name, short_name, share]) => {
    const count = Math.round(population * share);
    const scale = (rank: number | null) =>
      rank === null ? null : Math.max(1, Math.round((rank * count) / population));
    const entryRank = scale(overall) ?? 0;
    return {
      id,
      name,
      short_name,
      created: isoMicro(cs.deadline(1) - 26 * 86_400_000 + id * 1000),
      closed: false,
      rank: null,
      max_entries: null,
      league_type: 's',
      scoring: 'c',
      admin_entry: null,
      start_event: 1,
      entry_can_leave: false,
      entry_can_admin: false,
      entry_can_invite: false,
      has_cup: true,
      cup_league: null,
      cup_qualified: null,
      rank_count: count,
      entry_percentile_rank: percentileBucket(entryRank, count),
      entry_rank: entryRank,
      entry_last_rank: scale(previous) ?? 0,
    };
  });
}

function privateLeague(
  cs: CurrentSeason,
  seasons: Map<number, ManagerSeason>,
  league: PrivateLeague,
  entry: number,
) {
  const table = standings(league, seasons, cs.lastFinished);
  const row = table.find((r) => r.entry === entry);
  return {
    id: league.id,
    name: league.name,
    short_name: null,
    created: isoMicro(league.created),
    closed: false,
    rank: null,
    max_entries: null,
    league_type: 'x',
    scoring: 'c',
    admin_entry: league.admin,
    start_event: 1,
    entry_can_leave: true,
    entry_can_admin: league.admin === entry,
    entry_can_invite: true,
    has_cup: true,
    cup_league: null,
    cup_qualified: null,
    rank_count: league.members.length,
    entry_percentile_rank: percentileBucket(row?.rank ?? league.members.length, league.members.length),
    entry_rank: row?.rank ?? null,
    entry_last_rank: row?.last_rank ?? null,
  };
}

/** `entry/{id}`: the manager, his summary after the last finished gameweek and his leagues. */
export function entry(cs: CurrentSeason, d: Derived, seasons: Map<number, ManagerSeason>, s: ManagerSeason) {
  const m = s.manager;
  const ranks = d.ranks.get(m.id) as ManagerRanks;
  const last = s.gws[s.gws.length - 1];
  const i = cs.lastFinished - 1;
  const leagues = cs.leagues.filter((l) => l.members.includes(m.id)).sort((a, b) => a.id - b.id);
  return {
    id: m.id,
    joined_time: isoMicro(m.joinedTime),
    started_event: 1,
    favourite_team: m.favouriteTeam,
    player_first_name: m.first,
    player_last_name: m.last,
    player_region_id: m.region.id,
    player_region_name: m.region.name,
    player_region_iso_code_short: m.region.short,
    player_region_iso_code_long: m.region.long,
    years_active: m.past.length + 1,
    summary_overall_points: last?.total ?? 0,
    summary_overall_rank: ranks.overall[i] ?? null,
    summary_event_points: last?.points ?? 0,
    summary_event_rank: ranks.rank[i] ?? null,
    current_event: cs.lastFinished,
    leagues: {
      classic: [...publicLeagues(cs, s, ranks), ...leagues.map((l) => privateLeague(cs, seasons, l, m.id))],
      h2h: [],
      cup: {
        matches: [],
        status: {
          qualification_event: null,
          qualification_numbers: null,
          qualification_rank: null,
          qualification_state: null,
        },
        cup_league: null,
      },
      cup_matches: [],
    },
    name: m.teamName,
    name_change_blocked: false,
    entered_events: s.gws.map((r) => r.event),
    kit: null,
    last_deadline_bank: last?.bank ?? null,
    last_deadline_value: last?.value ?? null,
    last_deadline_total_transfers: s.gws.reduce((sum, r) => sum + r.transfers, 0),
    club_badge_src: null,
  };
}
