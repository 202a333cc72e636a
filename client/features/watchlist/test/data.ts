import type { PriceAlert, WatchlistItem } from '@contracts/api/watchlist';
import { playerListResponseSchema, type PlayerListResponse } from '@contracts/api/player-list';
import { fplBootstrap, fplElement, fplTeam } from '@contracts/fpl/testing/bootstrap';

/** Players by [web_name, first, second, team id, element_type, now_cost, selected_by_percent]. */
const PLAYERS: Array<[string, string, string, number, number, number, string]> = [
  ['Salah', 'Mohamed', 'Salah', 12, 3, 131, '45.2'],
  ['Haaland', 'Erling', 'Haaland', 13, 4, 142, '60.1'],
  ['Raya', 'David', 'Raya Martin', 1, 1, 57, '20.0'],
  ['Ødegaard', 'Martin', 'Ødegaard', 1, 3, 81, '5.5'],
  ['Gabriel', 'Gabriel', 'dos Santos Magalhães', 1, 2, 62, '30.4'],
];

/** The `/api/player-list` answer: the server's own cut of the bootstrap. */
export function playerList(): PlayerListResponse {
  const bootstrap = fplBootstrap({
    teams: [fplTeam(1, 'ARS', 'Arsenal'), fplTeam(12, 'LIV', 'Liverpool'), fplTeam(13, 'MCI', 'Man City')],
    elements: PLAYERS.map(([web, first, second, team, type, cost, owned], i) =>
      fplElement(i + 1, {
        web_name: web,
        first_name: first,
        second_name: second,
        team,
        element_type: type,
        now_cost: cost,
        selected_by_percent: owned,
      }),
    ),
  });
  return playerListResponseSchema.parse(bootstrap);
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
