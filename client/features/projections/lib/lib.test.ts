import { describe, expect, it } from 'vitest';
import { teamRow } from '../test/rows';
import { assistSummary } from './assist-summary';
import { bandOf, BANDS, toneOf } from './colours';
import { gameweeksOf, rangeLabel, withEnd, withStart } from './range';
import { nextSort, sortBy, sortTeams, type TeamSort } from './sort';
import { footerRow } from './team-table';

// ARS: a double in GW4; BOU: a blank in GW4; CHE: plain.
const ars = teamRow(
  1,
  'ARS',
  { 3: 1.5, 4: [1.2, 0.8] },
  { total: 3.5, season: 60, average: 1.17 },
  'Arsenal',
);
const bou = teamRow(4, 'BOU', { 3: 0.9, 4: null }, { total: 0.9, season: 45, average: 0.9 }, 'Bournemouth');
const che = teamRow(7, 'CHE', { 3: 2.1, 4: 1.1 }, { total: 3.2, season: 58, average: 1.6 }, 'Chelsea');
const rows = [bou, che, ars];
const order = (sort: TeamSort) => sortTeams(rows, sort).map((r) => r.short);

describe('team table sorting', () => {
  it('sorts by a total high to low first, and the same header again reverses it', () => {
    const first = sortBy('total');
    expect(order(first)).toEqual(['ARS', 'CHE', 'BOU']);
    const again = nextSort(first, 'total');
    expect(again).toEqual({ key: 'total', direction: 'asc' });
    expect(order(again)).toEqual(['BOU', 'CHE', 'ARS']);
    expect(nextSort(again, 'total').direction).toBe('desc');
  });

  it('sorts team names A to Z on the first click, and a new column starts afresh', () => {
    const byTeam = nextSort(sortBy('total'), 'team');
    expect(byTeam.direction).toBe('asc');
    expect(order(byTeam)).toEqual(['ARS', 'BOU', 'CHE']);
    expect(nextSort(byTeam, 'season')).toEqual({ key: 'season', direction: 'desc' });
    expect(order(sortBy('average'))).toEqual(['CHE', 'ARS', 'BOU']);
  });

  it('sorts a gameweek by its value with a double counted in full, blanks last either way', () => {
    expect(order(sortBy('gw4'))).toEqual(['ARS', 'CHE', 'BOU']);
    expect(order(nextSort(sortBy('gw4'), 'gw4'))).toEqual(['CHE', 'ARS', 'BOU']);
    expect(order(sortBy('gw3'))).toEqual(['CHE', 'ARS', 'BOU']);
  });

  it('ranks defences fewest conceded first', () => {
    expect(sortBy('defensive').direction).toBe('asc');
    expect(order(sortBy('defensive'))).toEqual(['BOU', 'CHE', 'ARS']);
  });

  it('breaks ties by team name', () => {
    const a = teamRow(2, 'AVL', { 3: 1 }, { total: 1, season: 1, average: 1 });
    const b = teamRow(3, 'BHA', { 3: 1 }, { total: 1, season: 1, average: 1 });
    expect(sortTeams([b, a], sortBy('total')).map((r) => r.short)).toEqual(['AVL', 'BHA']);
    expect(sortTeams([b, a], { key: 'total', direction: 'asc' }).map((r) => r.short)).toEqual(['AVL', 'BHA']);
  });
});

describe('team table footer', () => {
  it('adds every column over the teams; a blank team adds nothing to its gameweek', () => {
    const total = footerRow(rows, [3, 4], 'sum');
    expect(total.gameweeks.get(3)).toEqual({ value: expect.closeTo(4.5, 9), matches: 3 });
    expect(total.gameweeks.get(4)).toEqual({ value: expect.closeTo(3.1, 9), matches: 3 });
    expect(total.total).toBeCloseTo(7.6, 9);
    expect(total.season).toBe(163);
  });

  it('averages over the teams that play for percentages', () => {
    const mean = footerRow(rows, [3, 4], 'mean');
    expect(mean.gameweeks.get(3)?.value).toBeCloseTo(1.5, 9);
    // GW4: ARS (2.0 over its double) and CHE (1.1); BOU does not play.
    expect(mean.gameweeks.get(4)?.value).toBeCloseTo(1.55, 9);
    expect(mean.season).toBeCloseTo(163 / 3, 9);
  });

  it('shows a gameweek nobody plays as blank', () => {
    expect(footerRow(rows, [5], 'sum').gameweeks.get(5)).toEqual({ value: 0, matches: 0 });
    expect(footerRow([], [3], 'mean')).toMatchObject({ total: 0, average: 0 });
  });
});

describe('colour bands', () => {
  it('reaches a goals band at or above its threshold', () => {
    expect([2.5, 2.49, 2, 1.5, 1, 0.99].map((v) => bandOf(v, BANDS.teamGoals))).toEqual([0, 1, 1, 2, 3, 4]);
  });

  it('reaches a goals-against band at or below its threshold', () => {
    expect([1, 1.01, 1.3, 1.6, 2, 2.01].map((v) => bandOf(v, BANDS.teamGoalsAgainst))).toEqual([
      0, 1, 1, 2, 3, 4,
    ]);
  });

  it('gives the worst tone past the last threshold, whatever the number of bands', () => {
    expect(toneOf(0.5, BANDS.teamAssists)).toBe(toneOf(10, BANDS.teamCs));
    expect(toneOf(0.5, BANDS.teamAssists)).not.toBe(toneOf(0.6, BANDS.teamAssists));
    expect(toneOf(45, BANDS.teamCs)).toBe(toneOf(2, BANDS.matchGoals));
  });
});

describe('gameweek range', () => {
  it('drags the other end along instead of making an empty range', () => {
    expect(withStart({ start: 3, end: 8 }, 5)).toEqual({ start: 5, end: 8 });
    expect(withStart({ start: 3, end: 8 }, 10)).toEqual({ start: 10, end: 10 });
    expect(withEnd({ start: 3, end: 8 }, 2)).toEqual({ start: 2, end: 2 });
    expect(withEnd({ start: 3, end: 8 }, 38)).toEqual({ start: 3, end: 38 });
  });

  it('lists and names the range', () => {
    expect(gameweeksOf({ start: 36, end: 38 })).toEqual([36, 37, 38]);
    expect(rangeLabel({ start: 3, end: 3 })).toBe('GW3');
    expect(rangeLabel({ start: 3, end: 8 })).toBe('GW3-8');
  });
});

describe('assist summary', () => {
  it('finds the highest single gameweek (a double counts both), the average and the top team', () => {
    const s = assistSummary(rows, [3, 4]);
    expect(s.highest).toEqual({ value: 2.1, team: 'CHE', gameweek: 3 });
    // 7.6 assists over 3 teams x 2 gameweeks.
    expect(s.averagePerGameweek).toBeCloseTo(7.6 / 6, 9);
    expect(s.mostCreative).toEqual({ value: 3.5, team: 'ARS' });
  });

  it('has nothing to show without rows or matches', () => {
    expect(assistSummary([], [3, 4])).toEqual({
      highest: null,
      averagePerGameweek: null,
      mostCreative: null,
    });
    expect(assistSummary([bou], [4]).averagePerGameweek).toBeNull();
  });
});
