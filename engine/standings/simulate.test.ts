import { describe, expect, it } from 'vitest';
import { forecastMatch } from '../match-model/forecast';
import type { SeasonClub } from '../projections/season-matches';
import { projectStandings } from './simulate';
import type { StandingsMatch } from './table';

const club = (id: number, name: string): SeasonClub => ({
  id,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
});
const A = club(1, 'Alpha');
const B = club(2, 'Bravo');

/** Four clubs, a double round robin; the first `played` fixtures finished with the given scores. */
function league(results: Array<[number, number]>) {
  const clubs = [club(1, 'Arsenal'), club(2, 'Burnley'), club(3, 'Chelsea'), club(4, 'Derby')];
  const matches: StandingsMatch[] = [];
  for (const home of clubs)
    for (const away of clubs) {
      if (home === away) continue;
      const scores = forecastMatch({ home: 0.8 + home.id * 0.2, away: 0.6 + away.id * 0.2 }, 0).scores;
      const result = results[matches.length];
      const actual = result ? { home: result[0], away: result[1] } : null;
      matches.push({ fixtureId: matches.length + 1, home: home.id, away: away.id, actual, scores });
    }
  return { clubs, matches };
}

describe('projectStandings', () => {
  it('works out a two-club season by hand: one match played, one to play', () => {
    // Alpha won 2-0 at home. Bravo at home: 0-0 (0.2), 1-0 (0.3) or 3-0 (0.5).
    // 0-0: Alpha 4 points; 1-0: level on 3, Alpha +1 v -1; 3-0: level on 3, Bravo +1 v -1.
    const scores = [
      [0.2, 0, 0, 0],
      [0.3, 0, 0, 0],
      [0, 0, 0, 0],
      [0.5, 0, 0, 0],
    ];
    const matches: StandingsMatch[] = [
      { fixtureId: 1, home: 1, away: 2, actual: { home: 2, away: 0 }, scores: [] },
      { fixtureId: 2, home: 2, away: 1, actual: null, scores },
    ];
    const [first, second] = projectStandings([B, A], matches, { runs: 10_000, seed: 7 });
    expect(first!.club).toEqual(A);
    expect(first!.actual).toEqual({
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      goalsFor: 2,
      goalsAgainst: 0,
      points: 3,
    });
    expect(first!.projectedGames).toBe(1);
    // Standard error of a share of 10,000 draws near 0.5: 0.005; allow four of them.
    expect(Math.abs(first!.expected.points - 3.2)).toBeLessThan(0.02);
    expect(Math.abs(first!.expected.drawn - 0.2)).toBeLessThan(0.02);
    expect(Math.abs(first!.expected.lost - 0.8)).toBeLessThan(0.02);
    expect(first!.expected.goalsFor).toBe(2);
    expect(Math.abs(second!.expected.goalsFor - 1.8)).toBeLessThan(0.04);
    expect(Math.abs(second!.expected.points - 2.6)).toBeLessThan(0.03);
    expect(Math.abs(first!.title - 0.5)).toBeLessThan(0.02);
    expect(first!.title + second!.title).toBe(1);
    expect(second!.position).toBe(2);
  });

  it('gives the same projection for the same seed, and another for another seed', () => {
    const { clubs, matches } = league([
      [1, 0],
      [2, 2],
      [0, 1],
    ]);
    const once = projectStandings(clubs, matches, { runs: 2_000, seed: 42 });
    expect(projectStandings(clubs, [...matches].reverse(), { runs: 2_000, seed: 42 })).toEqual(once);
    expect(projectStandings(clubs, matches, { runs: 2_000, seed: 43 })).not.toEqual(once);
  });

  it('shares each club over the places and each place over the clubs', () => {
    const { clubs, matches } = league([[3, 1]]);
    const rows = projectStandings(clubs, matches, { runs: 3_000, seed: 1 });
    for (const r of rows) expect(r.positions.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    for (let place = 0; place < clubs.length; place++)
      expect(rows.reduce((s, r) => s + r.positions[place]!, 0)).toBeCloseTo(1, 12);
    for (const r of rows) {
      expect(r.top4).toBeCloseTo(1, 12);
      expect(r.actual.played + r.projectedGames).toBe(6);
      expect(r.expected.won + r.expected.drawn + r.expected.lost).toBeCloseTo(6, 12);
    }
  });

  it('shows a club that has clinched the title as certain champions', () => {
    // Arsenal have won their six; Derby have lost all but could not catch them anyway.
    const results: Array<[number, number]> = [
      [5, 0],
      [5, 0],
      [5, 0],
    ];
    const { clubs, matches } = league(results);
    // Arsenal's away wins too: fixtures 4, 7, 10 are Burnley, Chelsea, Derby at home to Arsenal.
    for (const id of [4, 7, 10]) matches[id - 1] = { ...matches[id - 1]!, actual: { home: 0, away: 5 } };
    const rows = projectStandings(clubs, matches, { runs: 5_000, seed: 3 });
    const arsenal = rows.find((r) => r.club.name === 'Arsenal')!;
    expect(arsenal.position).toBe(1);
    expect(arsenal.title).toBe(1);
    expect(arsenal.positions[0]).toBe(1);
    expect(arsenal.projectedGames).toBe(0);
    expect(arsenal.expected.points).toBe(18);
  });

  it('reproduces the table when every match has been played, whatever the seed', () => {
    const { clubs, matches } = league([
      [2, 0],
      [1, 1],
      [0, 1], // Arsenal at home
      [0, 0],
      [2, 3],
      [1, 0], // Burnley at home
      [1, 2],
      [2, 2],
      [4, 0], // Chelsea at home
      [0, 3],
      [1, 1],
      [0, 0], // Derby at home
    ]);
    const rows = projectStandings(clubs, matches, { runs: 10, seed: 99 });
    // Worked out from the list: Arsenal W3 D2 L1, Chelsea W2 D3 L1, Burnley W1 D3 L2, Derby W1 D2 L3.
    expect(rows.map((r) => [r.club.name, r.expected.points, r.positions[r.position - 1]])).toEqual([
      ['Arsenal', 11, 1],
      ['Chelsea', 9, 1],
      ['Burnley', 6, 1],
      ['Derby', 5, 1],
    ]);
    expect(rows[0]!.actual).toMatchObject({ won: 3, drawn: 2, lost: 1, goalsFor: 8, goalsAgainst: 3 });
  });
});
