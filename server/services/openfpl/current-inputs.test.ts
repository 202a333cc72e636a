import { describe, expect, it } from 'vitest';
import type { FplFixture } from '@contracts/fpl/index';
import { fplElement, fplTeam } from '@contracts/fpl/testing/bootstrap';
import type { MatchRow } from '@engine/shares';
import { rowsByCode } from '@engine/points';
import { clubSeasonMinutes, currentRecent, type PastFitRow } from './current-inputs';
import { pastFitColumns, pastFitRowsOf } from './past-columns';

const DAY = 86_400_000;
const START = Date.UTC(2025, 7, 16);
const kickoff = (round: number) => START + round * 7 * DAY;

/** A finished fixture of round `round` between two season team ids. */
const fixture = (id: number, round: number, home: number, away: number) =>
  ({
    id,
    event: round + 1,
    kickoff_time: new Date(kickoff(round)).toISOString(),
    finished: true,
    team_h: home,
    team_a: away,
    team_h_score: 1,
    team_a_score: 0,
  }) as FplFixture;

const played = (player: number, team: number, f: FplFixture, minutes: number): MatchRow => ({
  season: '2025-26',
  player,
  position: 'MID',
  fixtureId: f.id,
  team,
  club: team * 10,
  kickoffMs: Date.parse(f.kickoff_time!),
  minutes,
  goals: 0,
  assists: 0,
  xg: null,
  xa: null,
  teamGoals: 1,
  teamXg: null,
});

// Team ids 1-4 with team codes 10, 20, 30, 40 (as the rows' `club`).
const teams = [1, 2, 3, 4].map((id) => fplTeam(id, `T${id}`, `Team ${id}`, { code: id * 10 }));

describe('clubSeasonMinutes', () => {
  const fixtures = [fixture(1, 0, 1, 3), fixture(2, 0, 2, 4), fixture(3, 1, 3, 4), fixture(4, 2, 1, 2)];
  const stayer = fplElement(1, { code: 100, team: 1 });
  // Moved from team 3 to team 2 in January and has not played for team 2 yet.
  const arrival = fplElement(2, { code: 200, team: 2 });
  // Moved from team 3 to team 1 and has played for it.
  const settled = fplElement(3, { code: 300, team: 1 });
  const current = [
    played(100, 1, fixtures[0]!, 90),
    played(200, 3, fixtures[0]!, 90),
    played(200, 3, fixtures[2]!, 80),
    played(300, 3, fixtures[0]!, 70),
    played(300, 1, fixtures[3]!, 20),
  ];
  const minutes = clubSeasonMinutes({ elements: [stayer, arrival, settled], teams }, current, fixtures);

  it("gives each match his club's team code: a January arrival's old club's until he plays for the new", () => {
    expect(minutes.get(1)).toEqual([
      { minutes: 90, club: 10 },
      { minutes: 0, club: 10 },
    ]);
    expect(minutes.get(2)).toEqual([
      { minutes: 90, club: 30 },
      { minutes: 80, club: 30 },
    ]);
  });

  it("keeps a January arrival's old club's matches before his new club's once he has played for it", () => {
    // Team 3's matches up to his last appearance there, then team 1's from his first.
    expect(minutes.get(3)).toEqual([
      { minutes: 70, club: 30 },
      { minutes: 20, club: 10 },
    ]);
  });
});

describe('currentRecent', () => {
  /** A past season's row of player `code` for club `club` (team code), `back` matches before this season. */
  const past = (code: number, club: number, back: number, minutes: number): PastFitRow => ({
    season: '2024-25',
    code,
    position: 'MID',
    club,
    kickoffMs: START - back * 7 * DAY,
    minutes,
    saves: 0,
    teamConceded: 0,
    bonus: 0,
    yellowCards: 0,
    redCards: 0,
    ownGoals: 0,
    defensiveContribution: null,
  });
  const lastSeason = (code: number, club: number) =>
    [5, 4, 3, 2, 1].map((back) => past(code, club, back, 90));

  it("reads a regular's last five across seasons at gameweek 2: last season's last four and gameweek 1", () => {
    // Before: this season's one match only, [90] (read as four matches without minutes).
    const regular = fplElement(1, { code: 100, team: 1 });
    const f = fixture(1, 0, 1, 3);
    const season = clubSeasonMinutes({ elements: [regular], teams }, [played(100, 1, f, 90)], [f]);
    expect(currentRecent({ elements: [regular], teams }, rowsByCode(lastSeason(100, 10)), season)).toEqual(
      new Map([[1, { recentMinutes: [90, 90, 90, 90, 90], recentElsewhere: 0 }]]),
    );
  });

  it("counts a summer mover's last matches for his old club: three of five at gameweek 3", () => {
    // Five 90s for team code 30 last season; now at team 2 (code 20): 0 and 90 in its first two.
    const mover = fplElement(2, { code: 200, team: 2 });
    const fixtures = [fixture(1, 0, 2, 4), fixture(2, 1, 4, 2)];
    const current = [played(200, 2, fixtures[1]!, 90)];
    const season = clubSeasonMinutes({ elements: [mover], teams }, current, fixtures);
    expect(currentRecent({ elements: [mover], teams }, rowsByCode(lastSeason(200, 30)), season)).toEqual(
      new Map([[2, { recentMinutes: [90, 90, 90, 0, 90], recentElsewhere: 3 }]]),
    );
  });

  it('reads the past seasons alone before his club has played, and nothing for a new player', () => {
    const keeper = fplElement(3, { code: 300, team: 1 });
    const newcomer = fplElement(4, { code: 400, team: 1 });
    const season = clubSeasonMinutes({ elements: [keeper, newcomer], teams }, [], []);
    const pastRows = [past(300, 10, 3, 90), past(300, 10, 2, 0), past(300, 30, 1, 0)];
    expect(currentRecent({ elements: [keeper, newcomer], teams }, rowsByCode(pastRows), season)).toEqual(
      new Map([
        [3, { recentMinutes: [90, 0, 0], recentElsewhere: 1 }],
        [4, { recentMinutes: [], recentElsewhere: 0 }],
      ]),
    );
  });

  it('keeps the club through the columns the worker is sent', () => {
    const rows = lastSeason(100, 10);
    expect(pastFitRowsOf(structuredClone(pastFitColumns(rows)))).toEqual(rows);
  });
});
