import { z } from 'zod';
import { count, flag, fplObject, items, maybe, text } from './lenient';

/**
 * One row of a league table: strict on whose row it is (`entry`, the manager). The row's own `id`
 * is read by nothing and is gone from the 2026-27 payloads.
 */
export const standingsEntrySchema = fplObject('standing', {
  id: maybe(z.number().int()),
  entry: z.number().int(),
  entry_name: text(),
  player_name: text(),
  rank: count(),
  last_rank: count(),
  rank_sort: maybe(z.number().int()),
  total: count(),
  event_total: count(),
  has_played: maybe(z.boolean()),
});
export type FplStandingsEntry = z.infer<typeof standingsEntrySchema>;

/** One page of `leagues-classic/{id}/standings/?page_standings=n` (50 entries a page upstream). */
export const leagueStandingsSchema = fplObject('league_standings', {
  last_updated_data: maybe(z.string().nullable()),
  league: fplObject('league', {
    id: z.number().int(),
    name: text(),
    created: text(),
    closed: maybe(z.boolean()),
    max_entries: maybe(z.number().int().nullable()),
    league_type: text(),
    // "c" classic, "h" head-to-head: which analysis applies.
    scoring: z.string(),
    admin_entry: maybe(z.number().int().nullable()),
    start_event: maybe(z.number().int()),
  }),
  standings: fplObject('standings', {
    // Unreadable: no further page is asked for.
    has_next: flag(),
    page: count(),
    results: items('standings.results', standingsEntrySchema),
  }),
});
export type FplLeagueStandings = z.infer<typeof leagueStandingsSchema>;
