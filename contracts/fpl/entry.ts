import { z } from 'zod';
import { count, flag, fplObject, items, maybe, orDefault, orNull, text } from './lenient';

/** A classic league as listed in a manager's `entry/{id}/` payload. */
export const entryClassicLeagueSchema = fplObject('classic_league', {
  id: z.number().int(),
  name: text(),
  short_name: maybe(z.string().nullable()),
  created: text(),
  closed: maybe(z.boolean()),
  league_type: text(),
  scoring: maybe(z.string()),
  admin_entry: maybe(z.number().int().nullable()),
  start_event: maybe(z.number().int()),
  entry_rank: orNull(z.number().int()),
  entry_last_rank: maybe(z.number().int().nullable()),
  rank_count: maybe(z.number().int().nullable()),
  entry_percentile_rank: maybe(z.number().nullable()),
});
export type FplEntryClassicLeague = z.infer<typeof entryClassicLeagueSchema>;

/** A manager (`entry/{id}/`): strict on who it is and which gameweek their team is for. */
export const entrySchema = fplObject('entry', {
  id: z.number().int(),
  joined_time: maybe(z.string()),
  started_event: maybe(z.number().int()),
  favourite_team: maybe(z.number().int().nullable()),
  player_first_name: text(),
  player_last_name: text(),
  player_region_id: maybe(z.number().int().nullable()),
  player_region_name: orNull(z.string()),
  player_region_iso_code_short: maybe(z.string().nullable()),
  summary_overall_points: orNull(z.number().int()),
  summary_overall_rank: orNull(z.number().int()),
  summary_event_points: orNull(z.number().int()),
  summary_event_rank: orNull(z.number().int()),
  // Null before the manager's first gameweek. Only the team screen needs it (it reads this
  // gameweek's picks), so an unreadable value fails that screen alone (services/team.ts).
  current_event: orNull(z.number().int()),
  name: text(),
  years_active: maybe(z.number().int()),
  last_deadline_bank: maybe(z.number().int().nullable()),
  last_deadline_value: maybe(z.number().int().nullable()),
  last_deadline_total_transfers: maybe(z.number().int().nullable()),
  // Unreadable: the manager is shown in no leagues.
  leagues: orDefault(
    z.looseObject({
      classic: items('classic_leagues', entryClassicLeagueSchema),
      h2h: maybe(z.array(z.unknown())),
    }),
    { classic: [] },
  ),
});
export type FplEntry = z.infer<typeof entrySchema>;

/** One gameweek of a manager's season: strict on which gameweek it is. */
export const historyEventSchema = fplObject('history', {
  event: z.number().int(),
  points: count(),
  total_points: count(),
  rank: orNull(z.number().int()),
  rank_sort: maybe(z.number().int().nullable()),
  overall_rank: orNull(z.number().int()),
  percentile_rank: maybe(z.number().nullable()),
  bank: count(),
  value: count(),
  event_transfers: count(),
  event_transfers_cost: count(),
  points_on_bench: count(),
});
export type FplHistoryEvent = z.infer<typeof historyEventSchema>;

export const entryHistorySchema = fplObject('entry_history', {
  current: items('entry_history.current', historyEventSchema),
  past: orDefault(
    items(
      'entry_history.past',
      fplObject('past_season', {
        season_name: z.string(),
        total_points: count(),
        rank: orNull(z.number().int()),
      }),
    ),
    [],
  ),
  // Free transfers are rebuilt from the chips played: the team screen refuses an unreadable list.
  chips: orDefault(
    items(
      'entry_history.chips',
      fplObject('chip', { name: z.string(), time: maybe(z.string()), event: z.number().int() }),
    ),
    [],
  ),
});
export type FplEntryHistory = z.infer<typeof entryHistorySchema>;

/** A manager's picks for one gameweek (`entry/{id}/event/{gw}/picks/`). */
export const picksSchema = fplObject('picks', {
  active_chip: orNull(z.string()),
  automatic_subs: orDefault(
    items(
      'picks.automatic_subs',
      fplObject('automatic_sub', {
        // The manager the picks already belong to.
        entry: maybe(z.number().int()),
        element_in: z.number().int(),
        element_out: z.number().int(),
        event: z.number().int(),
      }),
    ),
    [],
  ),
  entry_history: historyEventSchema,
  picks: items(
    'picks',
    fplObject('pick', {
      element: z.number().int(),
      position: z.number().int(),
      multiplier: orDefault(z.number().int(), 1),
      is_captain: flag(),
      is_vice_captain: flag(),
      element_type: maybe(z.number().int()),
    }),
  ),
});
export type FplPicks = z.infer<typeof picksSchema>;

/**
 * A manager's transfers (`entry/{id}/transfers/`), newest first, Free Hit weeks included: only
 * what purchase prices need. Strict per row: a row that cannot be read could be the purchase of a
 * player still owned, so the whole list is refused and every price falls back to the current one.
 */
export const entryTransfersSchema = z.array(
  fplObject('transfer', {
    element_in: z.number().int(),
    element_in_cost: z.number().int(),
    event: z.number().int(),
    time: maybe(z.string()),
  }),
);
export type FplEntryTransfers = z.infer<typeof entryTransfersSchema>;
