import { describe, expect, it } from 'vitest';
import type { PlayedMatch } from '../match-model/played-match';
import { mostPointsClubs, strongestClubs } from './top-teams';

const strengths = {
  // Club 3 scores most but concedes even more; club 2 is the best balance of the two.
  attack: new Map([
    [1, 0.1],
    [2, 0.3],
    [3, 0.5],
    [4, -0.2],
  ]),
  defence: new Map([
    [1, -0.1],
    [2, -0.2],
    [3, 0.4],
    [4, 0.1],
  ]),
  promoted: { attack: -0.3, defence: 0.2 },
};

describe('strongestClubs', () => {
  it('ranks by goals scored over goals conceded, not by attack alone', () => {
    expect(strongestClubs([1, 2, 3, 4], new Set(), strengths, 2)).toEqual([2, 1]);
  });

  it('puts a club new to the league at the promoted prior whatever its old strengths', () => {
    expect(strongestClubs([1, 2, 3, 4], new Set([2]), strengths, 4)).toEqual([1, 3, 4, 2]);
  });

  it('gives a club the fit has never seen the promoted prior', () => {
    expect(strongestClubs([9, 4], new Set(), strengths, 1)).toEqual([4]);
  });
});

const match = (home: number, away: number, homeGoals: number, awayGoals: number, season = '2024-25') =>
  ({
    season,
    fixtureId: 0,
    gameweek: 1,
    kickoffMs: 0,
    homeClub: home,
    awayClub: away,
    homeGoals,
    awayGoals,
  }) as PlayedMatch;

describe('mostPointsClubs', () => {
  const matches = [
    match(1, 2, 2, 0), // 1 wins
    match(3, 1, 1, 1), // draw
    match(2, 3, 4, 0), // 2 wins by 4
    match(4, 1, 9, 0, '2023-24'), // another season: ignored
  ];

  it('orders by points, then goal difference, then goals scored', () => {
    // 1: 4 points (+2); 2: 3 points (+2); 3: 1 point (-4).
    expect(mostPointsClubs(matches, '2024-25', [3, 2, 1], 3)).toEqual([1, 2, 3]);
    // A goalless draw lifts 2 to 4 points and +2 like 1: 2 scored 4 goals, 1 three.
    expect(mostPointsClubs([...matches, match(3, 2, 0, 0)], '2024-25', [1, 2, 3], 3)).toEqual([2, 1, 3]);
    // 3 wins 1-0 at 1's: 3 has 4 points at -3, ahead of 2's 3 points at +2.
    expect(mostPointsClubs([...matches, match(1, 3, 0, 1)], '2024-25', [1, 2, 3], 3)).toEqual([1, 3, 2]);
  });

  it('leaves out clubs that did not play that season', () => {
    expect(mostPointsClubs(matches, '2024-25', [4, 3], 6)).toEqual([3]);
  });
});
