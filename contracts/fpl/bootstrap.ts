import { z } from 'zod';
import {
  count,
  decimal,
  flag,
  fplObject,
  items,
  maybe,
  needed,
  num,
  orNull,
  playerStatFields,
  text,
} from './lenient';

/**
 * Schemas of the official game's `bootstrap-static/` payload. Strict only where the app cannot do
 * without (ids, a player's club, position and price, a gameweek's deadline); every other field
 * falls back (see lenient.ts), and an unreadable event, team or player is dropped rather than
 * failing the payload. Numeric values the game sends as decimal strings ("5.3") stay strings.
 */
const id = () => z.number().int();

export const eventSchema = fplObject('event', {
  id: id(),
  name: text(),
  // Orders the season and dates it (season label, current gameweek).
  deadline_time: z.string(),
  finished: flag(),
  data_checked: maybe(z.boolean()),
  is_current: flag(),
  is_next: flag(),
  is_previous: flag(),
  average_entry_score: maybe(z.number()),
  highest_score: maybe(z.number().nullable()),
  most_captained: maybe(z.number().int().nullable()),
  most_selected: maybe(z.number().int().nullable()),
  top_element: maybe(z.number().int().nullable()),
  transfers_made: maybe(z.number()),
});
export type FplEvent = z.infer<typeof eventSchema>;

export const teamSchema = fplObject('team', {
  id: id(),
  // The club across seasons (tiers and history are keyed by it; `id` changes every season).
  code: id(),
  name: text(),
  short_name: text(),
  // Null before a season's first matches, and relayed as null: no feature reads them (the match
  // model fits its own strengths).
  strength: maybe(z.number().nullable()),
  strength_overall_home: maybe(z.number().nullable()),
  strength_overall_away: maybe(z.number().nullable()),
  strength_attack_home: maybe(z.number().nullable()),
  strength_attack_away: maybe(z.number().nullable()),
  strength_defence_home: maybe(z.number().nullable()),
  strength_defence_away: maybe(z.number().nullable()),
  pulse_id: maybe(z.number()),
  played: maybe(z.number()),
  win: maybe(z.number()),
  draw: maybe(z.number()),
  loss: maybe(z.number()),
  points: maybe(z.number()),
  position: maybe(z.number()),
});
export type FplTeam = z.infer<typeof teamSchema>;

export const elementTypeSchema = fplObject('element_type', {
  id: id(),
  singular_name: text(),
  singular_name_short: text(),
  plural_name: text(),
  plural_name_short: maybe(z.string()),
  squad_select: num(),
  squad_min_play: num(),
  squad_max_play: num(),
  element_count: maybe(z.number()),
});
export type FplElementType = z.infer<typeof elementTypeSchema>;

export const elementSchema = fplObject('element', {
  id: id(),
  code: maybe(z.number().int()),
  web_name: text(),
  first_name: text(),
  second_name: text(),
  team: id(),
  team_code: maybe(z.number().int()),
  element_type: id(),
  status: text(),
  news: text(),
  news_added: maybe(z.string().nullable()),
  chance_of_playing_next_round: orNull(z.number().int()),
  chance_of_playing_this_round: maybe(z.number().int().nullable()),
  squad_number: maybe(z.number().int().nullable()),
  // Null when unreadable: the player stays on every screen, and what needs his price leaves him out
  // (a made-up price would record a false price change in the daily capture); see priced.ts.
  now_cost: needed(z.number().int()),
  cost_change_event: count(),
  cost_change_event_fall: maybe(z.number().int()),
  cost_change_start: count(),
  cost_change_start_fall: maybe(z.number().int()),
  value_season: decimal(),
  value_form: decimal(),
  selected_by_percent: decimal(),
  form: decimal(),
  points_per_game: decimal(),
  ep_this: orNull(z.string()),
  ep_next: orNull(z.string()),
  total_points: count(),
  event_points: count(),
  starts: maybe(z.number().int()),
  ...playerStatFields(),
  expected_goals: maybe(z.string()),
  expected_assists: maybe(z.string()),
  expected_goal_involvements: maybe(z.string()),
  expected_goals_conceded: maybe(z.string()),
  defensive_contribution: maybe(z.number().int()),
  dreamteam_count: count(),
  in_dreamteam: maybe(z.boolean()),
  transfers_in: count(),
  transfers_out: count(),
  transfers_in_event: count(),
  transfers_out_event: count(),
  // Official price-change fields, present from 2026-27 on (see the prices issue).
  price_change_percent: maybe(z.union([z.number(), z.string()]).nullable()),
  price_change_projections: z.unknown().optional(),
  price_change_locked_until: maybe(z.string().nullable()),
  price_change_calibrating: maybe(z.boolean().nullable()),
});
export type FplElement = z.infer<typeof elementSchema>;

export const bootstrapStaticSchema = fplObject('bootstrap', {
  events: items('events', eventSchema),
  teams: items('teams', teamSchema),
  element_types: items('element_types', elementTypeSchema),
  elements: items('elements', elementSchema),
  total_players: maybe(z.number().int()),
});
export type BootstrapStatic = z.infer<typeof bootstrapStaticSchema>;
