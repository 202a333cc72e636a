import { z } from 'zod';

export const standingsEntrySchema = z.object({
  id: z.number().int(),
  entry: z.number().int(),
  entry_name: z.string(),
  player_name: z.string(),
  rank: z.number().int(),
  last_rank: z.number().int(),
  rank_sort: z.number().int().optional(),
  total: z.number().int(),
  event_total: z.number().int(),
  has_played: z.boolean().optional(),
});
export type FplStandingsEntry = z.infer<typeof standingsEntrySchema>;

/** One page of `leagues-classic/{id}/standings/?page_standings=n` (50 entries a page upstream). */
export const leagueStandingsSchema = z.object({
  last_updated_data: z.string().nullable().optional(),
  league: z.object({
    id: z.number().int(),
    name: z.string(),
    created: z.string(),
    closed: z.boolean().optional(),
    max_entries: z.number().int().nullable().optional(),
    league_type: z.string(),
    scoring: z.string(),
    admin_entry: z.number().int().nullable().optional(),
    start_event: z.number().int().optional(),
  }),
  standings: z.object({
    has_next: z.boolean(),
    page: z.number().int(),
    results: z.array(standingsEntrySchema),
  }),
});
export type FplLeagueStandings = z.infer<typeof leagueStandingsSchema>;
