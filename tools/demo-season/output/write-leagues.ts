import { isoMicro, isoZ } from './format';
import { standings, type PrivateLeague } from '../managers/leagues';
import type { ManagerSeason } from '../managers/manager-season';

export const PAGE_SIZE = 50;

/** Relative path of a standings page: page 1 keeps the name recorded snapshots use. */
export function standingsPath(leagueId: number, page: number): string {
  return `leagues-classic/${leagueId}/${page === 1 ? 'standings.json' : `standings-page-${page}.json`}`;
}

/** Every page of a classic league's standings after gameweek `gw`, 50 entries a page like upstream. */
export function standingsPages(
  league: PrivateLeague,
  seasons: Map<number, ManagerSeason>,
  gw: number,
  updated: number,
): Map<string, unknown> {
  const rows = standings(league, seasons, gw);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const out = new Map<string, unknown>();
  for (let page = 1; page <= pages; page++) {
    out.set(standingsPath(league.id, page), {
      new_entries: { has_next: false, page: 1, results: [] },
      last_updated_data: isoZ(updated),
      league: {
        id: league.id,
        name: league.name,
        created: isoMicro(league.created),
        closed: false,
        max_entries: null,
        league_type: 'x',
        scoring: 'c',
        admin_entry: league.admin,
        start_event: 1,
        code_privacy: 'p',
        has_cup: true,
        cup_league: null,
        rank: null,
      },
      standings: {
        has_next: page < pages,
        page,
        results: rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      },
    });
  }
  return out;
}
