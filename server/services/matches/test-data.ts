import type { FplEventLive, FplFixture } from '@contracts/fpl/index';
import { fplLiveElement } from '@contracts/fpl/testing/live';

// Payload builders for the match history tests: clubs with codes unlike their ids, as in the game.

/** A fixture `id` of gameweek `event`, scored when `score` is given. */
export function fixture(
  id: number,
  event: number,
  home: number,
  away: number,
  kickoff: string,
  score?: [number, number],
  players: { h: number[]; a: number[] } = { h: [], a: [] },
): FplFixture {
  return {
    id,
    code: 9000 + id,
    event,
    finished: score !== undefined,
    kickoff_time: kickoff,
    team_h: home,
    team_a: away,
    team_h_score: score?.[0] ?? null,
    team_a_score: score?.[1] ?? null,
    team_h_difficulty: 3,
    team_a_difficulty: 3,
    // Every player who appeared has a bps entry on his side.
    stats: [
      {
        identifier: 'bps',
        h: players.h.map((element) => ({ element, value: 10 })),
        a: players.a.map((element) => ({ element, value: 10 })),
      },
    ],
  };
}

/** A live element with his gameweek expected goals and minutes per fixture. */
export function liveElement(id: number, xg: string | undefined, minutesByFixture: Record<number, number>) {
  return fplLiveElement(
    id,
    {
      minutes: Object.values(minutesByFixture).reduce((a, b) => a + b, 0),
      ...(xg === undefined ? {} : { expected_goals: xg }),
    },
    Object.entries(minutesByFixture).map(([fixtureId, minutes]) => ({
      fixture: Number(fixtureId),
      stats: [{ identifier: 'minutes', value: minutes }],
    })),
  );
}

export const live = (...elements: ReturnType<typeof liveElement>[]): FplEventLive => ({ elements });
