import { z } from 'zod';

/**
 * `GET /api/player-list`: the live bootstrap cut to what a player table reads (names, club,
 * position, price, season totals, availability, news), about a sixth of its size, for screens
 * that would otherwise wait for the whole bootstrap before their first paint. Field names and
 * types are the bootstrap's own (decimals stay the game's strings), so a player reads the same
 * in both answers.
 */
export const playerListEntrySchema = z.object({
  id: z.number().int(),
  web_name: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  team: z.number().int(),
  element_type: z.number().int(),
  status: z.string(),
  chance_of_playing_next_round: z.number().int().nullable(),
  news: z.string(),
  /** Tenths of a million; null while the game's price cannot be read. */
  now_cost: z.number().int().nullable(),
  total_points: z.number().int(),
  points_per_game: z.string(),
  form: z.string(),
  minutes: z.number().int(),
  goals_scored: z.number().int(),
  assists: z.number().int(),
  clean_sheets: z.number().int(),
  bonus: z.number().int(),
  ict_index: z.string(),
  selected_by_percent: z.string(),
});
export type PlayerListEntry = z.infer<typeof playerListEntrySchema>;

export const playerListResponseSchema = z.object({
  /** The gameweeks' ids and deadlines: they date the season. */
  events: z.array(z.object({ id: z.number().int(), deadline_time: z.string() })),
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), short_name: z.string() })),
  element_types: z.array(
    z.object({
      id: z.number().int(),
      singular_name: z.string(),
      singular_name_short: z.string(),
      plural_name: z.string(),
    }),
  ),
  elements: z.array(playerListEntrySchema),
});
export type PlayerListResponse = z.infer<typeof playerListResponseSchema>;
