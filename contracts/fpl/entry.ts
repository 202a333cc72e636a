import { z } from 'zod';

/** A classic league as listed in a manager's `entry/{id}/` payload. */
export const entryClassicLeagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string().nullable().optional(),
  created: z.string(),
  closed: z.boolean().optional(),
  league_type: z.string(),
  scoring: z.string().optional(),
  admin_entry: z.number().int().nullable().optional(),
  start_event: z.number().int().optional(),
  entry_rank: z.number().int().nullable(),
  entry_last_rank: z.number().int().nullable().optional(),
  rank_count: z.number().int().nullable().optional(),
  entry_percentile_rank: z.number().nullable().optional(),
});
export type FplEntryClassicLeague = z.infer<typeof entryClassicLeagueSchema>;

export const entrySchema = z.object({
  id: z.number().int(),
  joined_time: z.string().optional(),
  started_event: z.number().int().optional(),
  favourite_team: z.number().int().nullable().optional(),
  player_first_name: z.string(),
  player_last_name: z.string(),
  player_region_id: z.number().int().nullable().optional(),
  player_region_name: z.string().nullable(),
  player_region_iso_code_short: z.string().nullable().optional(),
  summary_overall_points: z.number().int().nullable(),
  summary_overall_rank: z.number().int().nullable(),
  summary_event_points: z.number().int().nullable(),
  summary_event_rank: z.number().int().nullable(),
  current_event: z.number().int().nullable(),
  name: z.string(),
  years_active: z.number().int().optional(),
  last_deadline_bank: z.number().int().nullable().optional(),
  last_deadline_value: z.number().int().nullable().optional(),
  last_deadline_total_transfers: z.number().int().nullable().optional(),
  leagues: z.object({
    classic: z.array(entryClassicLeagueSchema),
    h2h: z.array(z.unknown()).optional(),
  }),
});
export type FplEntry = z.infer<typeof entrySchema>;

export const historyEventSchema = z.object({
  event: z.number().int(),
  points: z.number().int(),
  total_points: z.number().int(),
  rank: z.number().int().nullable(),
  rank_sort: z.number().int().nullable().optional(),
  overall_rank: z.number().int().nullable(),
  percentile_rank: z.number().nullable().optional(),
  bank: z.number().int(),
  value: z.number().int(),
  event_transfers: z.number().int(),
  event_transfers_cost: z.number().int(),
  points_on_bench: z.number().int(),
});
export type FplHistoryEvent = z.infer<typeof historyEventSchema>;

export const entryHistorySchema = z.object({
  current: z.array(historyEventSchema),
  past: z.array(z.object({ season_name: z.string(), total_points: z.number().int(), rank: z.number().int().nullable() })),
  chips: z.array(z.object({ name: z.string(), time: z.string().optional(), event: z.number().int() })),
});
export type FplEntryHistory = z.infer<typeof entryHistorySchema>;

export const picksSchema = z.object({
  active_chip: z.string().nullable(),
  automatic_subs: z.array(
    z.object({ entry: z.number().int(), element_in: z.number().int(), element_out: z.number().int(), event: z.number().int() }),
  ),
  entry_history: historyEventSchema,
  picks: z.array(
    z.object({
      element: z.number().int(),
      position: z.number().int(),
      multiplier: z.number().int(),
      is_captain: z.boolean(),
      is_vice_captain: z.boolean(),
      element_type: z.number().int().optional(),
    }),
  ),
});
export type FplPicks = z.infer<typeof picksSchema>;
