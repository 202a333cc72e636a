import { describe, expect, it } from 'vitest';
import type { FplFixture } from '@contracts/fpl/fixtures';
import { currentGameweek, nextFixtures } from './next-fixtures';

const fixture = (
  id: number,
  event: number | null,
  team_h: number,
  team_a: number,
  hd: number,
  ad: number,
  finished = false,
  kickoff = '2025-09-13T14:00:00Z',
): FplFixture => ({
  id,
  code: id,
  event,
  finished,
  kickoff_time: kickoff,
  team_h,
  team_a,
  team_h_score: null,
  team_a_score: null,
  team_h_difficulty: hd,
  team_a_difficulty: ad,
});

describe('nextFixtures', () => {
  const fixtures = [
    fixture(1, 3, 1, 2, 2, 4, true), // finished: left out
    fixture(2, 4, 5, 1, 3, 5), // team 1 away at 5: difficulty from the away side
    fixture(3, 5, 1, 7, 2, 3),
    fixture(4, 6, 9, 1, 4, 0), // an unusable difficulty counts as 3
    fixture(5, 7, 1, 3, 4, 2),
    fixture(6, null, 1, 4, 2, 2), // postponed, not rescheduled
    fixture(7, 2, 8, 1, 3, 3), // before the current gameweek
  ];

  it('takes the next 3 unfinished fixtures from the current gameweek on, with the side and difficulty of the team', () => {
    expect(nextFixtures(1, fixtures, 4)).toEqual([
      { id: 2, event: 4, opponent: 5, home: false, difficulty: 5 },
      { id: 3, event: 5, opponent: 7, home: true, difficulty: 2 },
      { id: 4, event: 6, opponent: 9, home: false, difficulty: 3 },
    ]);
  });
  it('orders a double gameweek by kick-off', () => {
    const dgw = [
      fixture(20, 8, 1, 2, 2, 2, false, '2025-10-02T19:00:00Z'),
      fixture(21, 8, 3, 1, 4, 4, false, '2025-09-30T19:00:00Z'),
    ];
    expect(nextFixtures(1, dgw, 8).map((f) => f.id)).toEqual([21, 20]);
  });
  it('is empty when the season is over', () => {
    expect(nextFixtures(1, [fixture(1, 38, 1, 2, 3, 3, true)], 38)).toEqual([]);
  });
});

describe('currentGameweek', () => {
  it('is the current event, else the first unfinished, else 1', () => {
    expect(
      currentGameweek([
        { id: 1, is_current: false, finished: true },
        { id: 2, is_current: true, finished: false },
      ]),
    ).toBe(2);
    expect(
      currentGameweek([
        { id: 1, is_current: false, finished: true },
        { id: 2, is_current: false, finished: false },
      ]),
    ).toBe(2);
    expect(currentGameweek([])).toBe(1);
  });
});
