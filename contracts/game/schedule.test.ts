import { describe, expect, it } from 'vitest';
import {
  currentGameweek,
  fixturesFromGameweek,
  gameweekFixtures,
  lastFinishedGameweek,
  nextGameweek,
  seasonLabel,
  upcomingFixtures,
  type ScheduleEvent,
  type ScheduleFixture,
} from './schedule';

/** A 4-gameweek season: `finished` gameweeks done, `current` flagged (0 for none), `next` flagged (0 for none). */
function season(finished: number, current: number, next: number): ScheduleEvent[] {
  return [1, 2, 3, 4].map((id) => ({
    id,
    deadline_time: `2025-08-${String(10 + id * 7)}T17:30:00Z`,
    finished: id <= finished,
    is_current: id === current,
    is_next: id === next,
  }));
}

const schedule = (events: ScheduleEvent[]) => ({
  current: currentGameweek(events),
  next: nextGameweek(events),
  finished: lastFinishedGameweek(events),
  fixturesFrom: fixturesFromGameweek(events),
});

describe('schedule transitions', () => {
  it('before the season: no current gameweek, gameweek 1 is next', () => {
    expect(schedule(season(0, 0, 1))).toEqual({ current: null, next: 1, finished: null, fixturesFrom: 1 });
  });

  it('deadline passed but the matches not played: that gameweek is current, none finished', () => {
    expect(schedule(season(0, 1, 2))).toEqual({ current: 1, next: 2, finished: null, fixturesFrom: 1 });
  });

  it('gameweek finished: it stays current until the next deadline', () => {
    expect(schedule(season(2, 2, 3))).toEqual({ current: 2, next: 3, finished: 2, fixturesFrom: 2 });
  });

  it('season finished: the last gameweek stays current and nothing is next', () => {
    expect(schedule(season(4, 4, 0))).toEqual({ current: 4, next: null, finished: 4, fixturesFrom: 4 });
  });

  it('without the flags: the last finished gameweek is current and the one after it next', () => {
    expect(schedule(season(2, 0, 0).reverse())).toEqual({
      current: 2,
      next: 3,
      finished: 2,
      fixturesFrom: 2,
    });
    expect(schedule(season(0, 0, 0))).toEqual({ current: null, next: 1, finished: null, fixturesFrom: 1 });
    expect(schedule([])).toEqual({ current: null, next: null, finished: null, fixturesFrom: 1 });
  });
});

describe('seasonLabel', () => {
  const at = (id: number, deadline_time: string | null) => ({ id, deadline_time });

  it('labels the season from the first deadline year', () => {
    expect(seasonLabel([at(2, '2025-08-22T17:30:00Z'), at(1, '2025-08-15T17:30:00Z')])).toBe('2025-26');
    expect(seasonLabel([at(1, '2099-08-15T17:30:00Z')])).toBe('2099-00');
    expect(seasonLabel([at(1, '2008-08-16T11:00:00Z')])).toBe('2008-09');
  });

  it('is null without events or with a missing or unreadable deadline', () => {
    expect(seasonLabel([])).toBeNull();
    expect(seasonLabel([at(1, 'soon')])).toBeNull();
    expect(seasonLabel([at(1, null)])).toBeNull();
  });
});

const fx = (
  id: number,
  event: number | null,
  team_h: number,
  team_a: number,
  finished = false,
): ScheduleFixture => ({
  id,
  event,
  finished,
  kickoff_time: null,
  team_h,
  team_a,
  team_h_difficulty: 2,
  team_a_difficulty: 4,
});
const fixtures = [
  fx(1, 1, 1, 2, true),
  fx(2, 2, 3, 1),
  fx(3, 3, 1, 4),
  fx(4, 3, 5, 1),
  fx(5, 4, 1, 6),
  fx(6, null, 1, 7),
  fx(7, 5, 8, 9),
];

describe('upcomingFixtures', () => {
  it("gives the next unfinished fixtures from the gameweek on, from the club's side", () => {
    expect(upcomingFixtures(1, fixtures, 2, 3)).toEqual([
      { fixtureId: 2, event: 2, opponent: 3, home: false, difficulty: 4, finished: false },
      { fixtureId: 3, event: 3, opponent: 4, home: true, difficulty: 2, finished: false },
      { fixtureId: 4, event: 3, opponent: 5, home: false, difficulty: 4, finished: false },
    ]);
  });

  it('skips finished fixtures and those without a gameweek', () => {
    expect(upcomingFixtures(1, fixtures, 1, 10).map((f) => f.fixtureId)).toEqual([2, 3, 4, 5]);
  });

  it('orders a double gameweek by kick-off', () => {
    const late = { ...fx(20, 8, 1, 2), kickoff_time: '2025-10-02T19:00:00Z' };
    const early = { ...fx(21, 8, 3, 1), kickoff_time: '2025-09-30T19:00:00Z' };
    expect(upcomingFixtures(1, [late, early], 8, 3).map((f) => f.fixtureId)).toEqual([21, 20]);
  });

  it('counts a difficulty outside 1 to 5 as 3', () => {
    const odd = { ...fx(30, 6, 9, 1), team_a_difficulty: 0 };
    expect(upcomingFixtures(1, [odd], 6, 3)[0]?.difficulty).toBe(3);
  });
});

describe('gameweekFixtures', () => {
  it('lists both fixtures of a double gameweek and none in a blank', () => {
    expect(gameweekFixtures(1, fixtures, 3).map((f) => f.opponent)).toEqual([4, 5]);
    expect(gameweekFixtures(1, fixtures, 5)).toEqual([]);
  });
});
