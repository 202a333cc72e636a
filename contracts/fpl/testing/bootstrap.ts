import type { Priced } from '../../game/priced';
import type { BootstrapStatic, FplElement, FplElementType, FplEvent, FplTeam } from '../bootstrap';
import { zeroCountingStats } from '../../game/match-stats';

/**
 * Test payloads of the official `bootstrap-static/`, typed by the contract so a field the contract
 * adds or renames breaks every builder at once. Defaults are neutral (an available midfielder of
 * club 1 at £5.0m with no points, no minutes, no transfers); a test states every value it asserts
 * on through `over`, so its expected values never depend on these defaults.
 */
export function fplElement(id: number, over: Partial<Priced<FplElement>> = {}): Priced<FplElement> {
  return {
    id,
    web_name: `Player${id}`,
    first_name: 'First',
    second_name: `Second${id}`,
    team: 1,
    element_type: 3,
    status: 'a',
    news: '',
    chance_of_playing_next_round: null,
    now_cost: 50,
    cost_change_event: 0,
    cost_change_start: 0,
    value_season: '0.0',
    value_form: '0.0',
    selected_by_percent: '0.0',
    form: '0.0',
    points_per_game: '0.0',
    ep_this: null,
    ep_next: null,
    total_points: 0,
    event_points: 0,
    ...zeroCountingStats(),
    influence: '0.0',
    creativity: '0.0',
    threat: '0.0',
    ict_index: '0.0',
    dreamteam_count: 0,
    transfers_in: 0,
    transfers_out: 0,
    transfers_in_event: 0,
    transfers_out_event: 0,
    ...over,
  };
}

/** A club; `code` defaults to the id. */
export function fplTeam(
  id: number,
  shortName: string,
  name = shortName,
  over: Partial<FplTeam> = {},
): FplTeam {
  return { id, code: id, name, short_name: shortName, ...over };
}

/** The game's four positions with its squad rules: 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards. */
export const FPL_ELEMENT_TYPES: readonly FplElementType[] = [
  {
    id: 1,
    singular_name: 'Goalkeeper',
    singular_name_short: 'GKP',
    plural_name: 'Goalkeepers',
    squad_select: 2,
    squad_min_play: 1,
    squad_max_play: 1,
  },
  {
    id: 2,
    singular_name: 'Defender',
    singular_name_short: 'DEF',
    plural_name: 'Defenders',
    squad_select: 5,
    squad_min_play: 3,
    squad_max_play: 5,
  },
  {
    id: 3,
    singular_name: 'Midfielder',
    singular_name_short: 'MID',
    plural_name: 'Midfielders',
    squad_select: 5,
    squad_min_play: 2,
    squad_max_play: 5,
  },
  {
    id: 4,
    singular_name: 'Forward',
    singular_name_short: 'FWD',
    plural_name: 'Forwards',
    squad_select: 3,
    squad_min_play: 1,
    squad_max_play: 3,
  },
];

const WEEK_MS = 7 * 86_400_000;
const FIRST_DEADLINE = Date.parse('2025-08-15T17:30:00Z');

/** Gameweek `id`: deadlines a week apart from 15 Aug 2025, not started unless `over` says so. */
export function fplEvent(id: number, over: Partial<FplEvent> = {}): FplEvent {
  return {
    id,
    name: `Gameweek ${id}`,
    deadline_time: new Date(FIRST_DEADLINE + (id - 1) * WEEK_MS).toISOString().replace('.000Z', 'Z'),
    finished: false,
    is_current: false,
    is_next: false,
    is_previous: false,
    ...over,
  };
}

/** A whole payload; positions default to the game's four. */
export function fplBootstrap(parts: Partial<BootstrapStatic> = {}): BootstrapStatic {
  return {
    events: parts.events ?? [fplEvent(1, { is_current: true })],
    teams: parts.teams ?? [fplTeam(1, 'ARS', 'Arsenal')],
    element_types: parts.element_types ?? [...FPL_ELEMENT_TYPES],
    elements: parts.elements ?? [],
    ...(parts.total_players === undefined ? {} : { total_players: parts.total_players }),
  };
}
