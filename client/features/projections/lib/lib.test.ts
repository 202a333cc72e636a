import { describe, expect, it } from 'vitest';
import { teamRow } from '../test/rows';
import { assistSummary } from './assist-summary';
import { bandLegend, bandOf, BANDS, toneOf } from './colours';
import { gameweeksOf, rangeLabel, withEnd, withStart } from './range';
import { nextSort, sortBy, sortTeams, type TeamSort } from './sort';
import { averageFooter, perMatchValue, totalsFooter, totalsRow } from './team-table';

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
  it('takes the TOTAL from the league-wide totals, its average per club-match', () => {
    const footer = totalsFooter(
      {
        gameweeks: [
          { gameweek: 3, value: 27.1, match_count: 20, matches: [] },
          { gameweek: 4, value: 24.9, match_count: 18, matches: [] },
        ],
        period_total: 52,
        season_total: 1040,
      },
      String,
    );
    expect(footer.gameweeks.get(4)).toEqual({ value: 24.9, matches: 18, detail: undefined });
    expect(footer.total).toBe(52);
    expect(footer.season).toBe(1040);
    expect(footer.average).toBeCloseTo(52 / 38, 9);
  });

  it('averages percentages over the teams that play, never counting a blank as 0', () => {
    const mean = averageFooter(rows, [3, 4]);
    expect(mean.gameweeks.get(3)?.value).toBeCloseTo(1.5, 9);
    // GW4: ARS (2.0 over its double) and CHE (1.1); BOU does not play.
    expect(mean.gameweeks.get(4)).toEqual({ value: expect.closeTo(1.55, 9), matches: 3 });
    expect(mean.season).toBeCloseTo(163 / 3, 9);
    expect(averageFooter(rows, [5]).gameweeks.get(5)).toEqual({ value: null, matches: 0 });
    expect(averageFooter([], [3]).average).toBeNull();
  });
});

describe('team table rows', () => {
  it('reads the contract cells: a blank has no value, a double names both matches', () => {
    const row = totalsRow(
      {
        team_id: 1,
        team_name: 'Arsenal',
        team_short: 'ARS',
        gameweeks: [
          { gameweek: 3, value: 0, match_count: 0, matches: [] },
          {
            gameweek: 4,
            value: 2.5,
            match_count: 2,
            matches: [
              { fixture_id: 31, opponent_short: 'MCI', home: true, finished: true, value: 2 },
              { fixture_id: 39, opponent_short: 'LIV', home: false, finished: false, value: 0.5 },
            ],
          },
        ],
        period_matches: 2,
        season_matches: 38,
        period_total: 2.5,
        season_total: 70,
        period_per_game: 1.25,
        season_per_game: 1.84,
      },
      (v) => v.toFixed(2),
    );
    expect(row.gameweeks.get(3)).toEqual({ value: null, matches: 0, detail: undefined });
    expect(row.gameweeks.get(4)).toEqual({
      value: 2.5,
      matches: 2,
      detail: 'vs MCI: 2.00 (played), @ LIV: 0.50',
    });
    expect(row).toMatchObject({ name: 'Arsenal', short: 'ARS', total: 2.5, season: 70, average: 1.25 });
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

describe('colour legend', () => {
  it('names every band best first, with the tone a cell in it gets', () => {
    expect(bandLegend(BANDS.teamGoals).map((b) => b.label)).toEqual([
      '2.5+',
      '2-2.5',
      '1.5-2',
      '1-1.5',
      'under 1',
    ]);
    expect(bandLegend(BANDS.teamGoalsAgainst).map((b) => b.label)).toEqual([
      '1 or less',
      '1-1.3',
      '1.3-1.6',
      '1.6-2',
      'over 2',
    ]);
    expect(bandLegend(BANDS.teamCs, '%').map((b) => b.label)[0]).toBe('45%+');
    expect(bandLegend(BANDS.teamAssists).map((b) => b.tone)).toEqual(
      [1.5, 1, 0.6, 0.5].map((v) => toneOf(v, BANDS.teamAssists)),
    );
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

describe('perMatchValue', () => {
  it("reads a double gameweek's summed goals per match, and a percentage as it is", () => {
    expect(perMatchValue({ value: 2.4, matches: 2 }, 'sum')).toBeCloseTo(1.2, 9);
    expect(perMatchValue({ value: 1.3, matches: 1 }, 'sum')).toBe(1.3);
    // A clean-sheet cell is already the mean of its matches.
    expect(perMatchValue({ value: 38, matches: 2 }, 'mean')).toBe(38);
  });
});
