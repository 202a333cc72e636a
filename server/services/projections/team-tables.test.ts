import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLUBS, match, odds } from '@engine/projections/testing/season';
import { assists, cleanSheetTable, goalsConceded, goalsScored, totalsTable } from './team-tables';

/**
 * GW1 finished: ARS 2-1 LIV (ARS 1 assist, LIV 1), MCI 0-0 SUN. GW2: ARS v MCI and SUN v ARS (a
 * double for ARS), LIV blank. GW3: LIV v SUN. One postponed match MCI v LIV.
 */
const season = [
  match(1, 1, 12, odds(1.1, 1.2), { home: 2, away: 1 }, { home: 1, away: 1 }),
  match(1, 13, 17, odds(2, 0.5), { home: 0, away: 0 }),
  match(2, 1, 13, odds(1.4, 1.25)),
  match(2, 17, 1, odds(0.8, 1.9)),
  match(3, 12, 17, odds(2.2, 0.6)),
  match(null, 13, 12, odds(1.5, 1.5)),
];
const range = { start: 1, end: 3, team: null };
const row = <R extends { team_short: string }>(rows: R[], short: string): R =>
  rows.find((r) => r.team_short === short)!;

describe('goals tables', () => {
  it('sums a double gameweek and says so, shows a blank as no value, counts finished matches as played', () => {
    const { rows } = totalsTable(CLUBS, season, range, goalsScored);
    const ars = row(rows, 'ARS');
    expect(ars.gameweeks.map((c) => [c.value, c.match_count])).toEqual([
      [2, 1],
      [3.3, 2],
      [null, 0],
    ]);
    expect(ars.gameweeks[1]!.matches.map((m) => [m.opponent_short, m.home, m.value])).toEqual([
      ['MCI', true, 1.4],
      ['SUN', false, 1.9],
    ]);
    expect(ars).toMatchObject({ period_total: 5.3, period_matches: 3, period_per_game: 1.77 });
    const liv = row(rows, 'LIV');
    expect(liv.gameweeks[1]).toEqual({ gameweek: 2, value: null, match_count: 0, matches: [] });
    // The postponed match counts in the season, in no gameweek.
    expect(liv).toMatchObject({ period_total: 3.2, season_total: 4.7, period_matches: 2, season_matches: 3 });
  });

  it('counts goals against from the opponent and keeps the TOTAL row league-wide under a team filter', () => {
    const against = totalsTable(CLUBS, season, { ...range, team: 17 }, goalsConceded);
    expect(against.rows.map((r) => r.team_short)).toEqual(['SUN']);
    expect(row(against.rows, 'SUN').gameweeks.map((c) => c.value)).toEqual([0, 1.9, 2.2]);
    expect(against.totals.gameweeks.map((c) => [c.value, c.match_count])).toEqual([
      [3, 4],
      [5.35, 4],
      [2.8, 2],
    ]);
  });

  it('takes credited assists for a finished match and goals x the rate otherwise', () => {
    const { rows } = totalsTable(CLUBS, season, range, assists(0.86));
    // GW1 credited 1; GW2 (1.4 + 1.9) x 0.86 = 2.838 -> 1.20 + 1.63 in hundredths.
    expect(row(rows, 'ARS').gameweeks.map((c) => c.value)).toEqual([1, 2.83, null]);
    // MCI's finished 0-0 lists no assists: 0 goals x the rate.
    expect(row(rows, 'MCI').gameweeks[0]!.value).toBe(0);
  });
});

describe('clean-sheet table', () => {
  it('shows percentages, a double gameweek as the mean of its matches, and expected clean sheets', () => {
    const rows = cleanSheetTable(CLUBS, season, range);
    const ars = row(rows, 'ARS');
    // GW1 conceded 1: 0%. GW2: e^-1.25 = 28.65%, e^-0.8 = 44.93%: mean 36.8%.
    expect(ars.gameweeks.map((c) => c.value)).toEqual([0, 36.8, null]);
    expect(ars.period_clean_sheets).toBe(0.74);
    expect(ars.period_cs_per_game).toBe(24.5);
    expect(row(rows, 'MCI').gameweeks[0]!.value).toBe(100);
  });
});

const arbitraryMatch = fc.record({
  gw: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null, freq: 10 }),
  pair: fc.shuffledSubarray(
    CLUBS.map((c) => c.id),
    { minLength: 2, maxLength: 2 },
  ),
  home: fc.double({ min: 0.05, max: 4, noNaN: true }),
  away: fc.double({ min: 0.05, max: 4, noNaN: true }),
  actual: fc.option(fc.record({ home: fc.nat(6), away: fc.nat(6) }), { nil: null }),
});
const arbitrarySeason = fc
  .array(arbitraryMatch, { maxLength: 40 })
  .map((ms) => ms.map((m) => match(m.gw, m.pair[0]!, m.pair[1]!, odds(m.home, m.away), m.actual)));
const arbitraryRange = fc
  .tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 7 }))
  .map(([start, width]) => ({ start, end: Math.min(8, start + width), team: null }));

describe('properties over any season and range', () => {
  it('league-wide goals scored equal goals conceded, cell by cell and in total', () => {
    fc.assert(
      fc.property(arbitrarySeason, arbitraryRange, (matches, f) => {
        const scored = totalsTable(CLUBS, matches, f, goalsScored).totals;
        const conceded = totalsTable(CLUBS, matches, f, goalsConceded).totals;
        expect(conceded).toEqual(scored);
      }),
    );
  });

  it('clean-sheet percentages stay within 0-100 and match counts add up to the matches in range', () => {
    fc.assert(
      fc.property(arbitrarySeason, arbitraryRange, (matches, f) => {
        const rows = cleanSheetTable(CLUBS, matches, f);
        const values = rows.flatMap((r) => [
          ...r.gameweeks.map((c) => c.value ?? 0),
          r.period_cs_per_game ?? 0,
          r.season_cs_per_game ?? 0,
        ]);
        expect(values.every((v) => v >= 0 && v <= 100)).toBe(true);
        const inRange = matches.filter(
          (m) => m.gameweek !== null && m.gameweek >= f.start && m.gameweek <= f.end,
        );
        expect(rows.reduce((s, r) => s + r.period_matches, 0)).toBe(2 * inRange.length);
        expect(
          rows.flatMap((r) => r.gameweeks).every((c) => (c.value === null) === (c.match_count === 0)),
        ).toBe(true);
      }),
    );
  });
});
