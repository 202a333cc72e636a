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
  const firstDeadline = Date.UTC(SEASON_START_YEAR, 7, 15, 17, 30);
  return {
    events: Array.from({ length: 38 }, (_, i) => ({
      id: i + 1,
      name: `Gameweek ${i + 1}`,
      deadline_time: new Date(firstDeadline + i * 7 * 86_400_000).toISOString(),
      finished: i + 1 < CURRENT_GW,
      is_current: i + 1 === CURRENT_GW,
      is_next: i + 1 === CURRENT_GW + 1,
      is_previous: i + 1 === CURRENT_GW - 1,
    })),
    teams: TEAM_NAMES.map((name, i) => ({
      id: i + 1,
      code: 100 + i,
      name,
      short_name: name.slice(0, 3).toUpperCase(),
    })),
    element_types: ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'].map((name, i) => ({
      id: i + 1,
      singular_name: name,
      singular_name_short: name.slice(0, 3).toUpperCase(),
      plural_name: `${name}s`,
      squad_select: [2, 5, 5, 3][i],
      squad_min_play: [1, 3, 2, 1][i],
      squad_max_play: [1, 5, 5, 3][i],
    })),
    // 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards: exactly one squad.
    elements: [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4].map((type, i) =>
      element(i + 1, (i % 20) + 1, type),
    ),
    total_players: 10_000_000,
  };
}

function element(id: number, team: number, elementType: number) {
  const stat = {
    goals_scored: 0,
    assists: 0,
    clean_sheets: 0,
    goals_conceded: 0,
    own_goals: 0,
    penalties_saved: 0,
  };
  return {
    ...stat,
    id,
    web_name: `Player${id}`,
    first_name: 'First',
    second_name: `Player${id}`,
    team,
    element_type: elementType,
    status: 'a',
    news: '',
    chance_of_playing_next_round: null,
    now_cost: 40 + id,
    cost_change_event: 0,
    cost_change_start: 0,
    value_season: '1.0',
    value_form: '0.5',
    selected_by_percent: '10.0',
    form: '2.0',
    points_per_game: '3.0',
    ep_this: null,
    ep_next: '3.0',
    total_points: 10 * id,
    event_points: id % 7,
    minutes: 450,
    penalties_missed: 0,
    yellow_cards: 0,
    red_cards: 0,
    saves: 0,
    bonus: 0,
    bps: 50,
    influence: '10.0',
    creativity: '10.0',
    threat: '10.0',
    ict_index: '3.0',
    dreamteam_count: 0,
    transfers_in: 100,
    transfers_out: 50,
    transfers_in_event: 10,
    transfers_out_event: 5,
  };
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
