import { describe, expect, it } from 'vitest';
import { fitMinutesModel, forecastMinutes, recentOf } from './minutes-model';
import type { ClubMinutes } from './mover-minutes';

describe('minutes model', () => {
  // 100 regulars who always play 90 and 100 who never play: the table learns both cases.
  const regulars = Array.from({ length: 100 }, () => Array<number>(10).fill(90));
  const unused = Array.from({ length: 100 }, () => Array<number>(10).fill(0));
  const model = fitMinutesModel([...regulars, ...unused]);

  it('expects a regular to play 60+ and an unused player not to play', () => {
    const regular = forecastMinutes(model, [90, 90, 90, 90, 90]);
    expect(regular.sixty).toBeGreaterThan(0.97);
    expect(regular.minutes).toBeGreaterThan(87);
    const bench = forecastMinutes(model, [0, 0, 0, 0, 0]);
    expect(bench.play).toBeLessThan(0.03);
  });

  it('scales by availability: a 25% chance of playing gives a quarter, an injured player 0', () => {
    const full = forecastMinutes(model, [90, 90, 90, 90, 90]);
    const doubtful = forecastMinutes(model, [90, 90, 90, 90, 90], 0.25);
    expect(doubtful.sixty).toBeCloseTo(full.sixty / 4, 10);
    expect(forecastMinutes(model, [90, 90, 90, 90, 90], 0)).toEqual({ play: 0, sixty: 0, minutes: 0 });
  });

  it('falls back to the pooled rates for a history never seen in fitting', () => {
    // Half the cases played 90: a new pattern (two 60+ of five) gets about one half.
    const unseen = forecastMinutes(model, [90, 0, 90, 0, 0]);
    expect(unseen.sixty).toBeCloseTo(0.5, 1);
  });

  it('reads rotation: 60+ in three of the last five gives the measured next-match rate', () => {
    // Rotated players alternate 90 and 0: after [90,0,90,0,90] they play 0, after [0,90,0,90,0] 90.
    const rotated = Array.from({ length: 200 }, () => [90, 0, 90, 0, 90, 0, 90, 0, 90, 0, 90]);
    const m = fitMinutesModel(rotated);
    expect(forecastMinutes(m, [90, 0, 90, 0, 90]).sixty).toBeLessThan(0.05);
    expect(forecastMinutes(m, [0, 90, 0, 90, 0]).sixty).toBeGreaterThan(0.95);
  });
});

describe('recentOf', () => {
  const at = (club: number, minutes: number): ClubMinutes => ({ club, minutes });

  it("reads a regular's last five across seasons: last season's last four and gameweek 1", () => {
    const matches = [at(3, 0), at(3, 90), at(3, 90), at(3, 90), at(3, 90), at(3, 90)];
    expect(recentOf(matches, 3)).toEqual({ recentMinutes: [90, 90, 90, 90, 90], recentElsewhere: 0 });
  });

  it("counts a summer mover's matches for his old club: three of five at gameweek 3", () => {
    const matches = [at(3, 90), at(3, 90), at(3, 90), at(3, 90), at(8, 0), at(8, 90)];
    expect(recentOf(matches, 8)).toEqual({ recentMinutes: [90, 90, 90, 0, 90], recentElsewhere: 3 });
    // Without his club now (a blank gameweek), none counts as elsewhere.
    expect(recentOf(matches, undefined).recentElsewhere).toBe(0);
    expect(recentOf([], 8)).toEqual({ recentMinutes: [], recentElsewhere: 0 });
  });
});
