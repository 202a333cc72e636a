import { describe, expect, it } from 'vitest';
import type { FplFixture } from '@contracts/fpl/fixtures';
import { fplLiveElement } from '@contracts/fpl/testing/live';
import { playersGameweek } from './players';

const element = (id: number, stats: Parameters<typeof fplLiveElement>[1], fixtures: number[] = []) =>
  fplLiveElement(
    id,
    stats,
    fixtures.map((fixture) => ({ fixture, stats: [] })),
  );
const fixture = (
  id: number,
  home: number,
  away: number,
  state: Partial<FplFixture>,
  bps: [number, number][] = [],
) =>
  ({
    id,
    team_h: home,
    team_a: away,
    started: true,
    finished: false,
    finished_provisional: false,
    stats: [
      { identifier: 'bps', h: bps.map(([element, value]) => ({ element, value })), a: [] },
      { identifier: 'bonus', h: [], a: [] },
    ],
    ...state,
  }) as FplFixture;

// Clubs: player 1 plays for club 1, 2 for club 2, 3 for club 3 (a blank), 4 for club 4.
const teamOf = (id: number) => id;

describe('playersGameweek', () => {
  it('adds provisional bonus from each fixture of a double gameweek', () => {
    const live = { elements: [element(1, { minutes: 150, total_points: 9 }, [10, 11])] };
    const fixtures = [
      fixture(10, 1, 2, { finished_provisional: true }, [
        [1, 40],
        [2, 20],
        [5, 10],
      ]),
      fixture(11, 4, 1, {}, [
        [7, 30],
        [1, 25],
        [8, 5],
      ]),
    ];
    expect(playersGameweek(live, fixtures, teamOf).get(1)).toMatchObject({
      points: 9,
      provisionalBonus: 3 + 2,
      bonusProvisional: true,
      appearance: 'played',
    });
  });

  it("counts a player with no minutes as absent only when all his club's matches are over", () => {
    const live = { elements: [element(2, {}), element(3, {}), element(4, {})] };
    const fixtures = [
      fixture(10, 1, 2, { finished_provisional: true }),
      fixture(11, 4, 1, { started: false }),
    ];
    const players = playersGameweek(live, fixtures, teamOf);
    expect(players.get(2)?.appearance).toBe('absent');
    expect(players.get(3)?.appearance).toBe('absent');
    expect(players.get(4)?.appearance).toBe('pending');
  });

  it('takes the official bonus once the fixture has it, and adds nothing more', () => {
    const awarded = fixture(10, 1, 2, { finished: true }, [[1, 40]]);
    awarded.stats = [
      ...(awarded.stats ?? []).slice(0, 1),
      { identifier: 'bonus', h: [{ element: 1, value: 3 }], a: [] },
    ];
    const live = { elements: [element(1, { minutes: 90, total_points: 8, bonus: 3 }, [10])] };
    expect(playersGameweek(live, [awarded], teamOf).get(1)).toMatchObject({
      points: 8,
      officialBonus: 3,
      provisionalBonus: 0,
      bonusProvisional: false,
    });
  });
});
