import { LAST_GAMEWEEK } from '@contracts/game/season';
import { fplBootstrap, fplElement, fplEvent, fplTeam } from '@contracts/fpl/testing/bootstrap';

/**
 * A small, consistent season shaped like the official API, for the API tests: 20 teams, 15
 * players, 38 gameweeks (GW1-5 finished, GW6 current), one manager with history and picks.
 */

export const SEASON_START_YEAR = 2025;
export const CURRENT_GW = 6;

const TEAM_NAMES = [
  'Arsenal',
  'Aston Villa',
  'Bournemouth',
  'Brentford',
  'Brighton',
  'Burnley',
  'Chelsea',
  'Crystal Palace',
  'Everton',
  'Fulham',
  'Leeds',
  'Liverpool',
  'Man City',
  'Man Utd',
  'Newcastle',
  "Nott'm Forest",
  'Sunderland',
  'Spurs',
  'West Ham',
  'Wolves',
];

export function bootstrap() {
  return fplBootstrap({
    events: Array.from({ length: LAST_GAMEWEEK }, (_, i) =>
      fplEvent(i + 1, {
        finished: i + 1 < CURRENT_GW,
        is_current: i + 1 === CURRENT_GW,
        is_next: i + 1 === CURRENT_GW + 1,
        is_previous: i + 1 === CURRENT_GW - 1,
      }),
    ),
    teams: TEAM_NAMES.map((name, i) => fplTeam(i + 1, name.slice(0, 3).toUpperCase(), name)),
    // 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards: exactly one squad.
    elements: [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4].map((type, i) => element(i + 1, i + 1, type)),
    total_players: 10_000_000,
  });
}

/** Player `id` of club `team`: price, points and form grow with the id so each player differs. */
function element(id: number, team: number, elementType: number) {
  return fplElement(id, {
    team,
    element_type: elementType,
    now_cost: 40 + id,
    value_season: '1.0',
    value_form: '0.5',
    selected_by_percent: '10.0',
    form: '2.0',
    points_per_game: '3.0',
    ep_next: '3.0',
    total_points: 10 * id,
    event_points: id % 7,
    minutes: 450,
    bps: 50,
    influence: '10.0',
    creativity: '10.0',
    threat: '10.0',
    ict_index: '3.0',
    transfers_in: 100,
    transfers_out: 50,
    transfers_in_event: 10,
    transfers_out_event: 5,
  });
}

export function fixtures() {
  return [1, 3, 5].map((home, i) => ({
    id: i + 1,
    code: 9000 + i,
    event: 1,
    finished: true,
    kickoff_time: `${SEASON_START_YEAR}-08-16T14:00:00Z`,
    team_h: home,
    team_a: home + 1,
    team_h_score: i,
    team_a_score: 1,
    team_h_difficulty: 3,
    team_a_difficulty: 2,
  }));
}

export function entry(id: number, currentEvent: number | null, leagues: object[] = []) {
  return {
    id,
    player_first_name: 'Ada',
    player_last_name: `Lovelace${id}`,
    player_region_name: 'England',
    summary_overall_points: 321,
    summary_overall_rank: 12_345,
    summary_event_points: 61,
    summary_event_rank: 54_321,
    current_event: currentEvent,
    name: `Analytical Engines ${id}`,
    leagues: { classic: leagues, h2h: [] },
  };
}

export function classicLeague(id: number, name: string, entryRank: number) {
  return {
    id,
    name,
    created: `${SEASON_START_YEAR}-07-20T10:00:00Z`,
    league_type: 'x',
    entry_rank: entryRank,
    entry_last_rank: entryRank + 1,
  };
}

/** One history row; points and bank are arbitrary but fixed so tests can check they pass through. */
export function historyRow(event: number, transfers: number, cost: number, bank: number) {
  return {
    event,
    points: 50 + event,
    total_points: 50 * event,
    rank: 1000 * event,
    overall_rank: 2000 * event,
    bank,
    value: 1000 + event,
    event_transfers: transfers,
    event_transfers_cost: cost,
    points_on_bench: event,
  };
}

export function picks(row: ReturnType<typeof historyRow>) {
  return {
    active_chip: null,
    automatic_subs: [{ entry: 101, element_in: 12, element_out: 3, event: row.event }],
    entry_history: row,
    picks: Array.from({ length: 15 }, (_, i) => ({
      element: i + 1,
      position: i + 1,
      multiplier: i === 9 ? 2 : i < 11 ? 1 : 0,
      is_captain: i === 9,
      is_vice_captain: i === 10,
    })),
  };
}

/** A standings page of a classic (scoring 'c') or head-to-head ('h') league. */
export function standingsPage(id: number, page: number, ranks: number[], hasNext: boolean, scoring = 'c') {
  return {
    last_updated_data: `${SEASON_START_YEAR}-09-20T18:00:00Z`,
    league: {
      id,
      name: `League ${id}`,
      created: `${SEASON_START_YEAR}-07-20T10:00:00Z`,
      league_type: 'x',
      scoring,
    },
    standings: {
      has_next: hasNext,
      page,
      results: ranks.map((rank) => ({
        id: 50_000 + rank,
        entry: 7_000 + rank,
        entry_name: `Team ${rank}`,
        player_name: `Player ${rank}`,
        rank,
        last_rank: rank + 1,
        total: 1000 - rank,
        event_total: 60 - (rank % 30),
      })),
    },
  };
}
