import { describe, expect, it } from 'vitest';
import { fitMinutesModel, forecastMinutes } from './minutes-model';
import { fitMoverCells, matchesElsewhere, moverKey, type ClubMinutes } from './mover-minutes';

const at = (club: number, minutes: number): ClubMinutes => ({ club, minutes });
const regular = (club: number, n: number) => Array.from({ length: n }, () => at(club, 90));

describe('matchesElsewhere', () => {
  it('counts the matches played for another club than his current one', () => {
    expect(matchesElsewhere([at(3, 90), at(3, 90), at(8, 0)], 8)).toBe(2);
    expect(matchesElsewhere([at(8, 90)], 8)).toBe(0);
    expect(matchesElsewhere([], 8)).toBe(0);
  });
});

describe('fitMoverCells', () => {
  it('counts a case only where one of his last five matches was for another club', () => {
    // Five 90s for club 3, then 0 and 30 for club 8, then 90 for club 8 after three elsewhere.
    const cells = fitMoverCells([[...regular(3, 5), at(8, 0), at(8, 30), at(8, 90)]]);
    expect([...cells.keys()].sort()).toEqual(['3/0/4/3', '4/0/4/4', '5/1/5/5']);
    expect(cells.get('5/1/5/5')).toEqual({ cases: 1, played: 0, sixty: 0, shortMinutes: 0, longMinutes: 0 });
    expect(cells.get('4/0/4/4')).toEqual({ cases: 1, played: 1, sixty: 0, shortMinutes: 30, longMinutes: 0 });
    expect(cells.get('3/0/4/3')).toEqual({ cases: 1, played: 1, sixty: 1, shortMinutes: 0, longMinutes: 90 });
    // A player who never moved gives no case.
    expect(fitMoverCells([regular(3, 12)]).size).toBe(0);
  });

  it('keys by the recent minutes and how many of them were elsewhere', () => {
    expect(moverKey([90, 90, 90, 90, 90], 5)).toBe('5/1/5/5');
    expect(moverKey([0, 0, 90], 1)).toBe('1/1/1/1');
  });
});

describe('forecastMinutes for a mover', () => {
  // 100 regulars who always play 90 for their club: the table expects 90 after five 90s.
  const stayers = Array.from({ length: 100 }, () => Array<number>(10).fill(90));
  // 30 regulars of club 3 who moved to club 8 and did not play their first match there.
  const moves = Array.from({ length: 30 }, () => [...regular(3, 5), at(8, 0)]);
  const model = fitMinutesModel(stayers, moves);

  it('reads the table for a player whose recent matches were all for his club', () => {
    expect(forecastMinutes(model, [90, 90, 90, 90, 90], 1, 0)).toEqual({ play: 1, sixty: 1, minutes: 90 });
  });

  it("shrinks the movers' cell towards the table: 30 cases without minutes and 20 of the table's", () => {
    // (0 + 20 * 1) / (30 + 20) = 0.4 of playing, of 60+; 0.4 * 90 = 36 minutes.
    const mover = forecastMinutes(model, [90, 90, 90, 90, 90], 1, 5);
    expect(mover.play).toBeCloseTo(0.4, 12);
    expect(mover.sixty).toBeCloseTo(0.4, 12);
    expect(mover.minutes).toBeCloseTo(36, 10);
    // Availability still scales the forecast.
    expect(forecastMinutes(model, [90, 90, 90, 90, 90], 0.5, 5).sixty).toBeCloseTo(0.2, 12);
  });

  it("falls back to the table for a mover's history never seen in fitting, or without moves", () => {
    expect(forecastMinutes(model, [90, 90, 90, 90, 90], 1, 2)).toEqual({ play: 1, sixty: 1, minutes: 90 });
    const noMoves = fitMinutesModel(stayers);
    expect(forecastMinutes(noMoves, [90, 90, 90, 90, 90], 1, 5)).toEqual({ play: 1, sixty: 1, minutes: 90 });
  });
});
