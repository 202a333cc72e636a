/**
 * Small payloads shaped like the official game's, for tests of the sources and the recorder.
 * Each carries one field the schemas do not list (`extra_upstream_field`) because upstream adds
 * fields between seasons and the sources must tolerate them.
 */

export function bootstrapPayload(finishedGameweeks = 2) {
  return {
    events: [1, 2, 3].map((id) => ({
      id,
      name: `Gameweek ${id}`,
      deadline_time: `2025-08-${String(14 + id * 7).padStart(2, '0')}T17:30:00Z`,
      finished: id <= finishedGameweeks,
      is_current: id === finishedGameweeks,
      is_next: id === finishedGameweeks + 1,
      is_previous: id === finishedGameweeks - 1,
    })),
    teams: [
      { id: 1, code: 3, name: 'Arsenal', short_name: 'ARS' },
      { id: 2, code: 7, name: 'Aston Villa', short_name: 'AVL' },
    ],
    element_types: [
      {
        id: 1,
        singular_name: 'Goalkeeper',
        singular_name_short: 'GKP',
        plural_name: 'Goalkeepers',
        squad_select: 2,
        squad_min_play: 1,
        squad_max_play: 1,
      },
    ],
    elements: [elementPayload(1, 'Raya'), elementPayload(2, 'Martinez')],
    extra_upstream_field: { anything: true },
  };
}

function elementPayload(id: number, webName: string) {
  return {
    id,
    web_name: webName,
    first_name: 'First',
    second_name: webName,
    team: id,
    element_type: 1,
    status: 'a',
    news: '',
    chance_of_playing_next_round: null,
    now_cost: 55,
    cost_change_event: 0,
    cost_change_start: 0,
    value_season: '1.0',
    value_form: '0.1',
    selected_by_percent: '12.3',
    form: '3.0',
    points_per_game: '4.0',
    ep_this: null,
    ep_next: '3.5',
    total_points: 40 + id,
    event_points: 2,
    minutes: 900,
    goals_scored: 0,
    assists: 0,
    clean_sheets: 4,
    goals_conceded: 8,
    own_goals: 0,
    penalties_saved: 0,
    penalties_missed: 0,
    yellow_cards: 0,
    red_cards: 0,
    saves: 30,
    bonus: 3,
    bps: 200,
    influence: '100.0',
    creativity: '0.0',
    threat: '0.0',
    ict_index: '10.0',
    dreamteam_count: 1,
    transfers_in: 10,
    transfers_out: 5,
    transfers_in_event: 1,
    transfers_out_event: 1,
  };
}

export function fixturesPayload() {
  return [
    {
      id: 1,
      code: 2561895,
      event: 1,
      finished: true,
      kickoff_time: '2025-08-15T19:00:00Z',
      team_h: 1,
      team_a: 2,
      team_h_score: 2,
      team_a_score: 1,
      team_h_difficulty: 3,
      team_a_difficulty: 4,
      extra_upstream_field: 1,
    },
  ];
}

export function entryPayload(id: number) {
  return {
    id,
    player_first_name: 'Ada',
    player_last_name: `Manager${id}`,
    player_region_name: 'England',
    summary_overall_points: 120,
    summary_overall_rank: 1000,
    summary_event_points: 60,
    summary_event_rank: 5000,
    current_event: 2,
    name: `Team ${id}`,
    leagues: { classic: [], h2h: [] },
    extra_upstream_field: 'x',
  };
}

function historyRow(event: number) {
  return {
    event,
    points: 60,
    total_points: 60 * event,
    rank: 5000,
    overall_rank: 1000,
    bank: 5,
    value: 1000,
    event_transfers: 0,
    event_transfers_cost: 0,
    points_on_bench: 4,
  };
}

/** History with one row per gameweek in `gameweeks` (upstream lists the current one too). */
export function historyPayload(gameweeks: number[]) {
  return { current: gameweeks.map(historyRow), past: [], chips: [] };
}

export function picksPayload(gameweek: number) {
  return {
    active_chip: null,
    automatic_subs: [],
    entry_history: historyRow(gameweek),
    picks: [
      { element: 1, position: 1, multiplier: 2, is_captain: true, is_vice_captain: false },
      { element: 2, position: 2, multiplier: 1, is_captain: false, is_vice_captain: true },
    ],
  };
}

export function standingsPayload(leagueId: number, page: number, hasNext: boolean) {
  return {
    league: {
      id: leagueId,
      name: 'Test League',
      created: '2025-07-01T10:00:00Z',
      league_type: 'x',
      scoring: 'c',
    },
    standings: {
      has_next: hasNext,
      page,
      results: [
        {
          id: page * 10,
          entry: 100 + page,
          entry_name: `Team ${page}`,
          player_name: `Player ${page}`,
          rank: page,
          last_rank: page,
          total: 500 - page,
          event_total: 50,
        },
      ],
    },
  };
}

export function elementSummaryPayload() {
  return { fixtures: [], history: [], history_past: [] };
}

export function eventLivePayload(gameweek: number) {
  return {
    elements: [
      {
        id: 1,
        stats: {
          minutes: 90,
          goals_scored: 0,
          assists: 0,
          clean_sheets: 1,
          goals_conceded: 0,
          bonus: gameweek,
          bps: 30,
          total_points: 6 + gameweek,
        },
      },
    ],
  };
}

export function eventStatusPayload() {
  return { status: [{ bonus_added: true, date: '2025-08-16', event: 1, points: 'r' }], leagues: 'Updated' };
}
