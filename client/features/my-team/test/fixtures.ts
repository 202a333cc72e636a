import type { ManagerTeam } from '@contracts/api/manager';
import type { FplElement, FplElementType, FplTeam } from '@contracts/fpl/bootstrap';

/** Small hand-written base data for My Team tests. */
export const elementTypes: FplElementType[] = [
  ['Goalkeeper', 'GKP', 'Goalkeepers'],
  ['Defender', 'DEF', 'Defenders'],
  ['Midfielder', 'MID', 'Midfielders'],
  ['Forward', 'FWD', 'Forwards'],
].map(([singular_name, singular_name_short, plural_name], i) => ({
  id: i + 1,
  singular_name: singular_name!,
  singular_name_short: singular_name_short!,
  plural_name: plural_name!,
  squad_select: 5,
  squad_min_play: 1,
  squad_max_play: 5,
}));

export const team = (id: number, short_name: string, name = short_name): FplTeam => ({
  id,
  code: id,
  name,
  short_name,
});

export const element = (
  id: number,
  web_name: string,
  teamId: number,
  element_type: number,
  extra: Partial<FplElement> = {},
): FplElement => ({
  id,
  web_name,
  first_name: web_name,
  second_name: web_name,
  team: teamId,
  element_type,
  status: 'a',
  news: '',
  chance_of_playing_next_round: null,
  now_cost: 50 + id,
  cost_change_event: 0,
  cost_change_start: 0,
  value_season: '0.0',
  value_form: '0.0',
  selected_by_percent: '12.5',
  form: '4.5',
  points_per_game: '4.0',
  ep_this: null,
  ep_next: null,
  total_points: 100 + id,
  event_points: 0,
  minutes: 900,
  goals_scored: 0,
  assists: 0,
  clean_sheets: 0,
  goals_conceded: 0,
  own_goals: 0,
  penalties_saved: 0,
  penalties_missed: 0,
  yellow_cards: 0,
  red_cards: 0,
  saves: 0,
  bonus: 0,
  bps: 0,
  influence: '0.0',
  creativity: '0.0',
  threat: '0.0',
  ict_index: '0.0',
  dreamteam_count: 0,
  transfers_in: 0,
  transfers_out: 0,
  transfers_in_event: 0,
  transfers_out_event: 0,
  ...extra,
});

type TeamPick = ManagerTeam['picks'][number];
export const pick = (elementId: number, position: number, extra: Partial<TeamPick> = {}): TeamPick => ({
  element: elementId,
  position,
  multiplier: position <= 11 ? 1 : 0,
  is_captain: false,
  is_vice_captain: false,
  ...extra,
});
