import { LAST_GAMEWEEK } from '@contracts/game/season';
import type { BootstrapStatic, FplElement, FplFixture } from '@contracts/fpl/index';
import type { Priced } from '@contracts/game/priced';
import { fplBootstrap, fplElement, fplEvent, fplTeam } from '@contracts/fpl/testing/bootstrap';
import { fakeSource } from '../../routes/test-support/fake-source';
import type { FplSource } from '../../fpl/source';

/**
 * A tiny 2025-26 season for the service tests: 4 clubs (ids as in 2025-26: 1 ARS, 12 LIV, 13 MCI,
 * 17 SUN), GW1-2 finished, GW3 current, GW4 next (a double for ARS and SUN), GW5 a blank for ARS.
 */
export const TEAMS = [
  fplTeam(1, 'ARS', 'Arsenal'),
  fplTeam(12, 'LIV', 'Liverpool'),
  fplTeam(13, 'MCI', 'Man City'),
  fplTeam(17, 'SUN', 'Sunderland'),
];

const FIRST_DEADLINE = Date.UTC(2025, 7, 15, 17, 30);

/** The season's 38 gameweeks: those before `current` finished. */
export function events(current = 3) {
  return Array.from({ length: LAST_GAMEWEEK }, (_, i) =>
    fplEvent(i + 1, {
      finished: i + 1 < current,
      is_current: i + 1 === current,
      is_next: i + 1 === current + 1,
      is_previous: i + 1 === current - 1,
    }),
  );
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

/** A player of `team` at `elementType` who has played two full games for 20 points. */
export function element(
  id: number,
  team: number,
  elementType: number,
  over: Partial<Priced<FplElement>> = {},
): Priced<FplElement> {
  return fplElement(id, {
    team,
    element_type: elementType,
    now_cost: 60,
    selected_by_percent: '10.0',
    form: '5.0',
    points_per_game: '5.0',
    total_points: 20,
    minutes: 180,
    influence: '50.0',
    creativity: '50.0',
    threat: '50.0',
    ict_index: '15.0',
    ...over,
  });
}

export function bootstrap(elements: FplElement[], current = 3): BootstrapStatic {
  return fplBootstrap({ events: events(current), teams: TEAMS, elements });
}

/** A source serving `data` (base data and fixtures only; everything else fails like upstream down). */
export function seasonSource(data: BootstrapStatic, fixtureList: FplFixture[] = fixtures()): FplSource {
  const fetched =
    <T>(value: T) =>
    async () => ({ data: value, fetchedAt: new Date(0), stale: false });
  return fakeSource({ bootstrapStatic: fetched(data), fixtures: fetched(fixtureList) });
}
