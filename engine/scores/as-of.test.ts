import { describe, expect, it } from 'vitest';
import { clubFixturesFrom, gameweekStart, playersAsOf, type BacktestSeason, type HistoryRow } from './as-of';

const at = (iso: string) => Date.parse(iso);

/** A tiny season: clubs 1 and 2 meet in GW1 (Aug 12), GW2 (Aug 19) and GW3 (Sep 16). */
const fixtures = [
  {
    id: 1,
    event: 1,
    kickoff: at('2023-08-12T14:00:00Z'),
    teamH: 1,
    teamA: 2,
    difficultyH: 3,
    difficultyA: 4,
  },
  {
    id: 2,
    event: 2,
    kickoff: at('2023-08-19T14:00:00Z'),
    teamH: 2,
    teamA: 1,
    difficultyH: 5,
    difficultyA: 2,
  },
  {
    id: 3,
    event: 3,
    kickoff: at('2023-09-16T14:00:00Z'),
    teamH: 1,
    teamA: 2,
    difficultyH: 2,
    difficultyA: 4,
  },
  { id: 4, event: null, kickoff: null, teamH: 2, teamA: 1, difficultyH: 3, difficultyA: 3 },
];

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  element: 10,
  gameweek: 1,
  fixtureId: 1,
  kickoff: at('2023-08-12T14:00:00Z'),
  wasHome: true,
  totalPoints: 0,
  minutes: 0,
  influence: 0,
  creativity: 0,
  threat: 0,
  ictIndex: 0,
  selected: 0,
  value: 50,
  transfersIn: 0,
  transfersOut: 0,
  ...over,
});

const season: BacktestSeason = {
  fixtures,
  managers: 10_000,
  elementTypes: new Map([
    [10, 3],
    [20, 1],
    [30, 5],
  ]),
  rows: [
    // Midfielder of club 1: a 90-minute 8 in GW1, a 20-minute 2 in GW2, a 15 in GW3 (the outcome).
    row({
      totalPoints: 8,
      minutes: 90,
      influence: 40,
      creativity: 30,
      threat: 30,
      ictIndex: 10,
      selected: 1000,
      value: 80,
      transfersIn: 100,
      transfersOut: 50,
    }),
    row({
      gameweek: 2,
      fixtureId: 2,
      kickoff: at('2023-08-19T14:00:00Z'),
      wasHome: false,
      totalPoints: 2,
      minutes: 20,
      influence: 10,
      creativity: 5,
      threat: 10,
      ictIndex: 2.5,
      selected: 1500,
      value: 81,
      transfersIn: 300,
      transfersOut: 20,
    }),
    row({
      gameweek: 3,
      fixtureId: 3,
      kickoff: at('2023-09-16T14:00:00Z'),
      totalPoints: 15,
      minutes: 90,
      ictIndex: 20,
      selected: 4000,
      value: 83,
    }),
    // Goalkeeper of club 2 with a GW1 row only; an assistant manager (type 5) is not scored.
    row({ element: 20, wasHome: false, selected: 200, transfersIn: 7 }),
    row({ element: 30, totalPoints: 3 }),
  ],
};

describe('gameweekStart', () => {
  it("is the gameweek's first kick-off, null when it has none", () => {
    expect(gameweekStart(fixtures, 2)).toBe(at('2023-08-19T14:00:00Z'));
    expect(gameweekStart(fixtures, 7)).toBeNull();
  });
});

describe('playersAsOf', () => {
  it('rebuilds season totals, form and ownership from earlier gameweeks only', () => {
    const mid = playersAsOf(season, 3).find((p) => p.element === 10);
    expect(mid).toEqual({
      element: 10,
      team: 1,
      clubMatches: 2,
      starts: 1,
      player: {
        elementType: 3,
        nowCostTenths: 81,
        // GW1 (Aug 12) is more than 30 days before Sep 16; GW2 alone counts.
        form: 2,
        // 10 points in 2 appearances.
        pointsPerGame: 5,
        totalPoints: 10,
        minutes: 110,
        influence: 50,
        creativity: 35,
        threat: 40,
        ictIndex: 12.5,
        transfersInEvent: 300,
        transfersOutEvent: 20,
        // 1500 of 10,000 managers.
        selectedByPercent: 15,
        chanceOfPlayingNextRound: null,
        status: 'a',
      },
    });
  });

  it('counts both earlier matches in the form window before GW2 and leaves out non-players', () => {
    const players = playersAsOf(season, 2);
    expect(players.map((p) => p.element).sort()).toEqual([10, 20]);
    expect(players.find((p) => p.element === 10)?.player).toMatchObject({
      form: 8,
      totalPoints: 8,
      transfersInEvent: 100,
    });
  });

  it('gives a player without a previous-gameweek row no transfers and no points per game', () => {
    const keeper = playersAsOf(season, 3).find((p) => p.element === 20);
    expect(keeper).toMatchObject({ team: 2, clubMatches: 1, starts: 0 });
    expect(keeper?.player).toMatchObject({
      elementType: 1,
      form: 0,
      pointsPerGame: 0,
      transfersInEvent: 0,
      selectedByPercent: 2,
    });
  });

  it('knows no one before the first gameweek or in a gameweek without fixtures', () => {
    expect(playersAsOf(season, 1)).toEqual([]);
    expect(playersAsOf(season, 9)).toEqual([]);
  });
});

describe('clubFixturesFrom', () => {
  it("lists the club's scheduled fixtures from the gameweek on with its own side's difficulty", () => {
    expect(clubFixturesFrom(fixtures, 1, 2)).toEqual([
      { event: 2, home: false, difficulty: 2 },
      { event: 3, home: true, difficulty: 2 },
    ]);
    expect(clubFixturesFrom(fixtures, 2, 3)).toEqual([{ event: 3, home: false, difficulty: 4 }]);
  });
});
