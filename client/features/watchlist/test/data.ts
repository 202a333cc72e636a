import type { PriceAlert, WatchlistItem } from '@contracts/api/watchlist';
import type { BootstrapStatic, FplElement } from '@contracts/fpl/bootstrap';

const TYPES = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'];

/** Players by [web_name, first, second, team id, element_type, now_cost, selected_by_percent]. */
const PLAYERS: Array<[string, string, string, number, number, number, string]> = [
  ['Salah', 'Mohamed', 'Salah', 12, 3, 131, '45.2'],
  ['Haaland', 'Erling', 'Haaland', 13, 4, 142, '60.1'],
  ['Raya', 'David', 'Raya Martin', 1, 1, 57, '20.0'],
  ['Ødegaard', 'Martin', 'Ødegaard', 1, 3, 81, '5.5'],
  ['Gabriel', 'Gabriel', 'dos Santos Magalhães', 1, 2, 62, '30.4'],
];

export function bootstrap(): BootstrapStatic {
  return {
    events: [
      {
        id: 1,
        name: 'Gameweek 1',
        deadline_time: '2025-08-15T17:30:00Z',
        finished: false,
        is_current: true,
        is_next: false,
        is_previous: false,
      },
    ],
    teams: [
      { id: 1, code: 3, name: 'Arsenal', short_name: 'ARS' },
      { id: 12, code: 14, name: 'Liverpool', short_name: 'LIV' },
      { id: 13, code: 43, name: 'Man City', short_name: 'MCI' },
    ],
    element_types: TYPES.map((name, i) => ({
      id: i + 1,
      singular_name: name,
      singular_name_short: name.slice(0, 3).toUpperCase(),
      plural_name: `${name}s`,
      squad_select: 2,
      squad_min_play: 1,
      squad_max_play: 2,
    })),
    elements: PLAYERS.map(([web, first, second, team, type, cost, owned], i) =>
      element(i + 1, {
        web_name: web,
        first_name: first,
        second_name: second,
        team,
        element_type: type,
        now_cost: cost,
        selected_by_percent: owned,
      }),
    ),
  };
}

function element(id: number, over: Partial<FplElement>): FplElement {
  return {
    id,
    web_name: `Player${id}`,
    first_name: 'First',
    second_name: 'Second',
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
    selected_by_percent: '1.0',
    form: '0.0',
    points_per_game: '0.0',
    ep_this: null,
    ep_next: null,
    total_points: 0,
    event_points: 0,
    minutes: 0,
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
    ...over,
  };
}

export function item(id: number, over: Partial<WatchlistItem> = {}): WatchlistItem {
  return {
    id,
    playerId: 1,
    playerName: 'Salah',
    teamName: 'Liverpool',
    position: 'Midfielder',
    currentPrice: 130,
    targetPrice: null,
    alertOnRise: false,
    alertOnFall: false,
    notes: '',
    createdAt: '2025-11-01T10:00:00.000Z',
    updatedAt: '2025-11-01T10:00:00.000Z',
    ...over,
  };
}

export function alert(id: number, over: Partial<PriceAlert> = {}): PriceAlert {
  return {
    id,
    watchlistItemId: 1,
    playerId: 1,
    playerName: 'Salah',
    changeType: 'rise',
    oldPrice: 130,
    newPrice: 131,
    changeAmount: 1,
    alertTriggered: false,
    priceDate: '2025-11-17',
    createdAt: '2025-11-17T02:00:00.000Z',
    ...over,
  };
}
