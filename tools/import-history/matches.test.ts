import { describe, expect, it } from 'vitest';
import { seasonGameweek, seasonMatch } from '../../server/db/test-rows';
import { mapMatches, withoutUnmeasuredExpected } from './matches';
import type { PlayerGameweekRow } from './rows';

// Two clubs of a season: team 1 = Arsenal (code 3), team 2 = Chelsea (code 8), team 3 = Spurs (6).
const ctx = {
  season: '2023-24',
  file: 'gws/merged_gw.csv',
  teams: new Map([
    [1, { id: 1, name: 'Arsenal', shortName: 'ARS' }],
    [2, { id: 2, name: 'Chelsea', shortName: 'CHE' }],
    [3, { id: 3, name: 'Spurs', shortName: 'TOT' }],
  ]),
  codes: new Map([
    [1, 3],
    [2, 8],
    [3, 6],
  ]),
};

/** A player's row in a fixture: home side or away side, and whom he faced. */
function row(
  playerId: number,
  gameweek: number,
  fixtureId: number,
  wasHome: boolean,
  opponentTeamId: number,
  extra: Partial<PlayerGameweekRow> = {},
): PlayerGameweekRow {
  return {
    season: '2023-24',
    ...seasonGameweek(playerId, gameweek, { fixtureId, wasHome, opponentTeamId, ...extra }),
  };
}

describe('mapMatches', () => {
  it('gives a January mover the club of each fixture he played, not his end-of-season club', () => {
    // Player 7 plays for Chelsea (away at Arsenal) in GW1, then for Spurs (home to Arsenal) in GW20.
    const rows = [
      row(7, 1, 10, false, 1),
      row(1, 1, 10, true, 2),
      row(7, 20, 200, true, 1),
      row(1, 20, 200, false, 3),
    ];
    const { gameweeks } = mapMatches(rows, ctx);
    expect(gameweeks.filter((g) => g.playerId === 7).map((g) => [g.gameweek, g.teamId, g.club])).toEqual([
      [1, 2, 8],
      [20, 3, 6],
    ]);
  });

  it('builds one match per scored fixture with the score, clubs and kick-off of its rows', () => {
    const kickoff = new Date('2023-08-12T14:00:00Z');
    const rows = [
      row(1, 1, 10, true, 2, { teamHScore: 2, teamAScore: 1, kickoffTime: kickoff }),
      row(2, 1, 10, false, 1, { teamHScore: 2, teamAScore: 1, kickoffTime: kickoff }),
    ];
    // Arsenal (code 3) 2-1 Chelsea (code 8) in GW1, without xG: seasonMatch's defaults.
    expect(mapMatches(rows, ctx).matches).toEqual([
      { season: '2023-24', ...seasonMatch(10, { kickoffTime: kickoff }) },
    ]);
  });

  it("sums each side's players' expected goals into team xG", () => {
    const rows = [
      row(1, 1, 10, true, 2, { expectedGoals: 0.45 }),
      row(3, 1, 10, true, 2, { expectedGoals: 1.12 }),
      row(2, 1, 10, false, 1, { expectedGoals: 0.3 }),
    ];
    const [match] = mapMatches(rows, ctx).matches;
    expect([match?.homeXg, match?.awayXg]).toEqual([1.57, 0.3]);
  });

  it('takes a postponed fixture from the gameweek it was played in (2019-20 fixture 275)', () => {
    const played = { teamHScore: 3, teamAScore: 0, kickoffTime: new Date('2020-06-17T19:15:00Z') };
    const rows = [
      row(1, 29, 275, true, 2, { teamHScore: null, teamAScore: null }),
      row(2, 29, 275, false, 1, { teamHScore: null, teamAScore: null }),
      row(1, 39, 275, true, 2, played),
      row(2, 39, 275, false, 1, played),
    ];
    const matches = mapMatches(rows, ctx).matches;
    expect(matches.map((m) => [m.fixtureId, m.gameweek, m.homeGoals, m.awayGoals])).toEqual([
      [275, 39, 3, 0],
    ]);
  });

  it("uses fixtures.csv for a fixture only one side's players have rows for, and fails without it", () => {
    const rows = [row(1, 1, 10, true, 2)];
    expect(() => mapMatches(rows, ctx)).toThrow(
      "gws/merged_gw.csv: fixture 10: only one side's players have rows and fixtures.csv does not list it",
    );
    const fixtures = new Map([[10, { home: 1, away: 2 }]]);
    expect(mapMatches(rows, { ...ctx, fixtures }).matches.map((m) => [m.homeClub, m.awayClub])).toEqual([
      [3, 8],
    ]);
  });

  it('fails on rows of one fixture that disagree on the score', () => {
    const rows = [row(1, 1, 10, true, 2, { teamHScore: 1 }), row(2, 1, 10, false, 1, { teamHScore: 2 })];
    expect(() => mapMatches(rows, ctx)).toThrow(
      'fixture 10 has rows with different gameweeks, kick-offs or scores',
    );
  });
});

describe('withoutUnmeasuredExpected', () => {
  const stats = (v: number) => ({
    expectedGoals: v,
    expectedAssists: v,
    expectedGoalInvolvements: v,
    expectedGoalsConceded: v,
  });

  it('sets NULL in gameweeks where every row is zero (vaastav 2022-23 GW1-15) and keeps measured zeros', () => {
    const rows = [
      row(1, 1, 10, true, 2, stats(0)),
      row(1, 16, 160, true, 2, stats(0)),
      row(2, 16, 160, false, 1, stats(0.2)),
    ];
    expect(
      withoutUnmeasuredExpected(rows).map((r) => [r.gameweek, r.expectedGoals, r.expectedGoalsConceded]),
    ).toEqual([
      [1, null, null],
      [16, 0, 0],
      [16, 0.2, 0.2],
    ]);
  });
});
