import { fplBootstrap, fplElement, fplEvent, fplTeam } from '@contracts/fpl/testing/bootstrap';

/**
 * Small payloads shaped like the official game's, for tests of the sources and the recorder.
 * Each carries one field the schemas do not list (`extra_upstream_field`) because upstream adds
 * fields between seasons and the sources must tolerate them.
 */

/** Three gameweeks, the first `finishedGameweeks` finished; two goalkeepers, Raya and Martinez. */
export function bootstrapPayload(finishedGameweeks = 2) {
  return {
    ...fplBootstrap({
      events: [1, 2, 3].map((id) =>
        fplEvent(id, {
          finished: id <= finishedGameweeks,
          is_current: id === finishedGameweeks,
          is_next: id === finishedGameweeks + 1,
          is_previous: id === finishedGameweeks - 1,
        }),
      ),
      teams: [fplTeam(1, 'ARS', 'Arsenal'), fplTeam(2, 'AVL', 'Aston Villa')],
      elements: [
        fplElement(1, { web_name: 'Raya', team: 1, element_type: 1 }),
        fplElement(2, { web_name: 'Martinez', team: 2, element_type: 1 }),
      ],
    }),
    extra_upstream_field: { anything: true },
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
