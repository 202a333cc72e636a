import { z } from 'zod';

/**
 * Schemas of the official game's `bootstrap-static/` payload. Objects are non-strict: fields the game
 * adds in a new season are accepted (and dropped from our relay unless listed here). Numeric values
 * the game sends as decimal strings ("5.3") stay strings, as upstream sends them.
 */
const decimalString = z.string();
const nullableInt = z.number().int().nullable();

export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  deadline_time: z.string(),
  finished: z.boolean(),
  data_checked: z.boolean().optional(),
  is_current: z.boolean(),
  is_next: z.boolean(),
  is_previous: z.boolean(),
  average_entry_score: z.number().optional(),
  highest_score: z.number().nullable().optional(),
  most_captained: nullableInt.optional(),
  most_selected: nullableInt.optional(),
  top_element: nullableInt.optional(),
  transfers_made: z.number().optional(),
});
export type FplEvent = z.infer<typeof eventSchema>;

export const teamSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  strength: z.number().optional(),
  strength_overall_home: z.number().optional(),
  strength_overall_away: z.number().optional(),
  strength_attack_home: z.number().optional(),
  strength_attack_away: z.number().optional(),
  strength_defence_home: z.number().optional(),
  strength_defence_away: z.number().optional(),
  pulse_id: z.number().optional(),
  played: z.number().optional(),
  win: z.number().optional(),
  draw: z.number().optional(),
  loss: z.number().optional(),
  points: z.number().optional(),
  position: z.number().optional(),
});
export type FplTeam = z.infer<typeof teamSchema>;

export const elementTypeSchema = z.object({
  id: z.number().int(),
  singular_name: z.string(),
  singular_name_short: z.string(),
  plural_name: z.string(),
  plural_name_short: z.string().optional(),
  squad_select: z.number(),
  squad_min_play: z.number(),
  squad_max_play: z.number(),
  element_count: z.number().optional(),
});
export type FplElementType = z.infer<typeof elementTypeSchema>;

export const elementSchema = z.object({
  id: z.number().int(),
  code: z.number().int().optional(),
  web_name: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  team: z.number().int(),
  team_code: z.number().int().optional(),
  element_type: z.number().int(),
  status: z.string(),
  news: z.string(),
  news_added: z.string().nullable().optional(),
  chance_of_playing_next_round: nullableInt,
  chance_of_playing_this_round: nullableInt.optional(),
  squad_number: nullableInt.optional(),
  now_cost: z.number().int(),
  cost_change_event: z.number().int(),
  cost_change_event_fall: z.number().int().optional(),
  cost_change_start: z.number().int(),
  cost_change_start_fall: z.number().int().optional(),
  value_season: decimalString,
  value_form: decimalString,
  selected_by_percent: decimalString,
  form: decimalString,
  points_per_game: decimalString,
  ep_this: decimalString.nullable(),
  ep_next: decimalString.nullable(),
  total_points: z.number().int(),
  event_points: z.number().int(),
  minutes: z.number().int(),
  starts: z.number().int().optional(),
  goals_scored: z.number().int(),
  assists: z.number().int(),
  clean_sheets: z.number().int(),
  goals_conceded: z.number().int(),
  own_goals: z.number().int(),
  penalties_saved: z.number().int(),
  penalties_missed: z.number().int(),
  yellow_cards: z.number().int(),
  red_cards: z.number().int(),
  saves: z.number().int(),
  bonus: z.number().int(),
  bps: z.number().int(),
  influence: decimalString,
  creativity: decimalString,
  threat: decimalString,
  ict_index: decimalString,
  expected_goals: decimalString.optional(),
  expected_assists: decimalString.optional(),
  expected_goal_involvements: decimalString.optional(),
  expected_goals_conceded: decimalString.optional(),
  defensive_contribution: z.number().int().optional(),
  dreamteam_count: z.number().int(),
  in_dreamteam: z.boolean().optional(),
  transfers_in: z.number().int(),
  transfers_out: z.number().int(),
  transfers_in_event: z.number().int(),
  transfers_out_event: z.number().int(),
  // Official price-change fields, present from 2026-27 on (see the prices issue).
  price_change_percent: z.union([z.number(), z.string()]).nullable().optional(),
  price_change_projections: z.unknown().optional(),
  price_change_locked_until: z.string().nullable().optional(),
  price_change_calibrating: z.boolean().nullable().optional(),
});
export type FplElement = z.infer<typeof elementSchema>;

export const bootstrapStaticSchema = z.object({
  events: z.array(eventSchema),
  teams: z.array(teamSchema),
  element_types: z.array(elementTypeSchema),
  elements: z.array(elementSchema),
  total_players: z.number().int().optional(),
});
export type BootstrapStatic = z.infer<typeof bootstrapStaticSchema>;
