import type { HistoricalPlayer } from '@contracts/api/past-seasons';
import { playerListResponseSchema, type PlayerListResponse } from '@contracts/api/player-list';
import type { FplElement } from '@contracts/fpl/bootstrap';
import type { Priced } from '@contracts/game/priced';
import { fplBootstrap, fplElement, fplEvent, fplTeam } from '@contracts/fpl/testing/bootstrap';
import { zeroCountingStats } from '@contracts/game/match-stats';

/**
 * The player list (`GET /api/player-list`, the server's cut of the bootstrap) of a 2025-26
 * bootstrap with `count` players: player i has 100 - i points, so id order is points order; odd
 * ids play for Arsenal, even for Liverpool; positions cycle through the four.
 */
export function playerList(
  count: number,
  over: (i: number) => Partial<Priced<FplElement>> = () => ({}),
): PlayerListResponse {
  const bootstrap = fplBootstrap({
    events: [fplEvent(1, { finished: true, is_current: true }), fplEvent(2, { is_next: true })],
    teams: [fplTeam(1, 'ARS', 'Arsenal', { code: 3 }), fplTeam(12, 'LIV', 'Liverpool', { code: 14 })],
    elements: Array.from({ length: count }, (_, i) => element(i + 1, over(i + 1))),
  });
  return playerListResponseSchema.parse(bootstrap);
}

function element(id: number, over: Partial<Priced<FplElement>>): Priced<FplElement> {
  return fplElement(id, {
    team: id % 2 === 0 ? 12 : 1,
    element_type: (id % 4) + 1,
    now_cost: 40 + id,
    selected_by_percent: '1.0',
    form: String(id % 10),
    points_per_game: '2.0',
    total_points: 100 - id,
    minutes: 90 * id,
    goals_scored: id % 5,
    assists: id % 3,
    ict_index: '1.0',
    ...over,
  });
}

export function historical(id: number, over: Partial<HistoricalPlayer> = {}): HistoricalPlayer {
  return {
    season: '2024-25',
    id,
    code: 5000 + id,
    web_name: `Old${id}`,
    first_name: 'Past',
    second_name: `Player${id}`,
    team: 3,
    team_id: 3,
    team_name: 'Bournemouth',
    team_short_name: 'BOU',
    element_type: 3,
    position_name: 'MID',
    now_cost: 55,
    start_cost: 50,
    end_cost: 55,
    total_points: 50 + id,
    points_per_game: 3.1,
    ...zeroCountingStats(),
    minutes: 1000,
    goals_scored: 2,
    assists: 1,
    influence: 0,
    creativity: 0,
    threat: 0,
    ict_index: 20,
    expected_goals: null,
    expected_assists: null,
    selected_by_percent: 2.5,
    ...over,
  };
}
