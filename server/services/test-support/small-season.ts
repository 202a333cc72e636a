import type { BootstrapStatic, FplElement, FplFixture } from '@contracts/fpl/index';
import { fakeSource } from '../../routes/test-support/fake-source';
import type { FplSource } from '../../fpl/source';

/**
 * A tiny 2025-26 season for the service tests: 4 clubs (ids as in 2025-26: 1 ARS, 12 LIV, 13 MCI,
 * 17 SUN), GW1-2 finished, GW3 current, GW4 next (a double for ARS and SUN), GW5 a blank for ARS.
 */
export const TEAMS = [
  { id: 1, code: 3, name: 'Arsenal', short_name: 'ARS' },
  { id: 12, code: 14, name: 'Liverpool', short_name: 'LIV' },
  { id: 13, code: 43, name: 'Man City', short_name: 'MCI' },
  { id: 17, code: 56, name: 'Sunderland', short_name: 'SUN' },
];

export const ELEMENT_TYPES = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'].map((name, i) => ({
  id: i + 1,
  singular_name: name,
  singular_name_short: ['GKP', 'DEF', 'MID', 'FWD'][i] ?? '',
  plural_name: `${name}s`,
  squad_select: 2,
  squad_min_play: 1,
  squad_max_play: 2,
}));

const FIRST_DEADLINE = Date.UTC(2025, 7, 15, 17, 30);

export function events(current = 3) {
  return Array.from({ length: 38 }, (_, i) => ({
    id: i + 1,
    name: `Gameweek ${i + 1}`,
    deadline_time: new Date(FIRST_DEADLINE + i * 7 * 86_400_000).toISOString(),
    finished: i + 1 < current,
    is_current: i + 1 === current,
    is_next: i + 1 === current + 1,
    is_previous: i + 1 === current - 1,
  }));
}

let fixtureId = 0;
export function fixture(
  event: number | null,
  home: number,
  away: number,
  finished: boolean,
  hd = 3,
  ad = 3,
): FplFixture {
  fixtureId += 1;
  return {
    id: fixtureId,
    code: 1000 + fixtureId,
    event,
    finished,
    kickoff_time:
      event === null
        ? null
        : new Date(FIRST_DEADLINE + (event - 1) * 7 * 86_400_000 + 86_400_000).toISOString(),
    team_h: home,
    team_a: away,
    team_h_score: finished ? 1 : null,
    team_a_score: finished ? 0 : null,
    team_h_difficulty: hd,
    team_a_difficulty: ad,
  };
}

export function fixtures(): FplFixture[] {
  return [
    fixture(1, 1, 12, true, 5, 4),
    fixture(1, 13, 17, true, 2, 5),
    fixture(2, 12, 13, true, 4, 4),
    fixture(2, 17, 1, true, 5, 2),
    fixture(3, 1, 13, false, 4, 4),
    fixture(3, 12, 17, false, 2, 5),
    fixture(4, 12, 1, false, 4, 5),
    fixture(4, 17, 13, false, 5, 2),
    fixture(4, 1, 17, false, 2, 5),
    fixture(5, 13, 12, false, 4, 4),
  ];
}

export function element(
  id: number,
  team: number,
  elementType: number,
  over: Partial<FplElement> = {},
): FplElement {
  return {
    id,
    code: 9000 + id,
    web_name: `Player${id}`,
    first_name: 'First',
    second_name: `Second${id}`,
    team,
    element_type: elementType,
    status: 'a',
    news: '',
    chance_of_playing_next_round: null,
    now_cost: 60,
    cost_change_event: 0,
    cost_change_start: 0,
    value_season: '0.0',
    value_form: '0.0',
    selected_by_percent: '10.0',
    form: '5.0',
    points_per_game: '5.0',
    ep_this: null,
    ep_next: null,
    total_points: 20,
    event_points: 0,
    minutes: 180,
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
    influence: '50.0',
    creativity: '50.0',
    threat: '50.0',
    ict_index: '15.0',
    dreamteam_count: 0,
    transfers_in: 0,
    transfers_out: 0,
    transfers_in_event: 0,
    transfers_out_event: 0,
    ...over,
  };
}

export function bootstrap(elements: FplElement[], current = 3): BootstrapStatic {
  return { events: events(current), teams: TEAMS, element_types: ELEMENT_TYPES, elements };
}

/** A source serving `data` (base data and fixtures only; everything else fails like upstream down). */
export function seasonSource(data: BootstrapStatic, fixtureList: FplFixture[] = fixtures()): FplSource {
  const fetched =
    <T>(value: T) =>
    async () => ({ data: value, fetchedAt: new Date(0), stale: false });
  return fakeSource({ bootstrapStatic: fetched(data), fixtures: fetched(fixtureList) });
}
