import { describe, expect, it } from 'vitest';
import { fplEvent } from '../fpl/testing/bootstrap';
import {
  MATCH_LIST_EXTRA_GAMEWEEKS,
  TEAM_TABLE_EXTRA_GAMEWEEKS,
  defaultGameweekRange,
} from './default-range';

/** A 38-gameweek season with gameweeks up to `finished` done and `current` flagged (0: none). */
const season = (finished: number, current: number) =>
  Array.from({ length: 38 }, (_, i) =>
    fplEvent(i + 1, { finished: i + 1 <= finished, is_current: i + 1 === current }),
  );

const team = (finished: number, current: number) =>
  defaultGameweekRange(season(finished, current), TEAM_TABLE_EXTRA_GAMEWEEKS);
const match = (finished: number, current: number) =>
  defaultGameweekRange(season(finished, current), MATCH_LIST_EXTRA_GAMEWEEKS);

describe('default gameweek range', () => {
  it('before the season (no gameweek current) opens on the specification gameweek 3', () => {
    expect(team(0, 0)).toEqual({ start: 3, end: 8 });
    expect(match(0, 0)).toEqual({ start: 3, end: 3 });
  });

  it('opens on the current gameweek while its matches are still being played', () => {
    expect(team(11, 12)).toEqual({ start: 12, end: 17 });
    expect(match(11, 12)).toEqual({ start: 12, end: 12 });
  });

  it('moves on to the next gameweek once the current one is finished', () => {
    expect(team(12, 12)).toEqual({ start: 13, end: 18 });
    expect(match(12, 12)).toEqual({ start: 13, end: 13 });
  });

  it('never passes the last gameweek, and shows it once the season is over', () => {
    expect(team(35, 36)).toEqual({ start: 36, end: 38 });
    expect(team(38, 38)).toEqual({ start: 38, end: 38 });
  });

  it('reads a finished gameweek without the current flag as current (the game between deadlines)', () => {
    expect(team(20, 0)).toEqual({ start: 21, end: 26 });
  });
});
