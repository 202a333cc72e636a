import { describe, expect, it } from 'vitest';
import type { FplFixture } from '@contracts/fpl/index';
import { fplElement } from '@contracts/fpl/testing/bootstrap';
import type { MatchRow } from '@engine/shares';
import { clubSeasonMinutes, pastByCode, pastRecentMatches, type PastFitRow } from './current-inputs';
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

describe('clubSeasonMinutes', () => {
  const fixtures = [fixture(1, 0, 1, 3), fixture(2, 0, 2, 4), fixture(3, 1, 3, 4), fixture(4, 2, 1, 2)];
  const stayer = fplElement(1, { code: 100, team: 1 });
  // Moved from team 3 to team 2 in January and has not played for team 2 yet.
  const arrival = fplElement(2, { code: 200, team: 2 });
  const current = [
    played(100, 1, fixtures[0]!, 90),
    played(200, 3, fixtures[0]!, 90),
    played(200, 3, fixtures[2]!, 80),
  ];
  const minutes = clubSeasonMinutes([stayer, arrival], current, fixtures);

  it("marks the matches played for another club than his current one: a January arrival's old club's", () => {
    expect(minutes.get(1)).toEqual([
      { minutes: 90, elsewhere: false },
      { minutes: 0, elsewhere: false },
    ]);
    expect(minutes.get(2)).toEqual([
      { minutes: 90, elsewhere: true },
      { minutes: 80, elsewhere: true },
    ]);
  });
});

describe('pastRecentMatches', () => {
  const row = (club: number, round: number, minutes: number): PastFitRow => ({
    season: '2024-25',
    code: 100,
    position: 'GKP',
    club,
    kickoffMs: kickoff(round) - 365 * DAY,
    minutes,
    saves: 0,
    teamConceded: 0,
    bonus: 0,
    yellowCards: 0,
    redCards: 0,
    ownGoals: 0,
    defensiveContribution: null,
  });
  // A keeper who played for club 3 (team code), then sat on club 8's bench; club 8 again now.
  const past = [row(3, 0, 90), row(3, 1, 90), row(8, 2, 0), row(8, 3, 0)];
  const element = fplElement(1, { code: 100, team: 5 });

  it('marks each of his last matches of the past seasons played for another club than his club now', () => {
    expect(pastRecentMatches(element, 3, pastByCode(past), 3)).toEqual([
      { minutes: 90, elsewhere: false },
      { minutes: 0, elsewhere: true },
      { minutes: 0, elsewhere: true },
    ]);
    expect(pastRecentMatches(element, 8, pastByCode(past), 2)).toEqual([
      { minutes: 0, elsewhere: false },
      { minutes: 0, elsewhere: false },
    ]);
    // Without his club's code, none counts as elsewhere.
    expect(pastRecentMatches(element, undefined, pastByCode(past), 2).map((m) => m.elsewhere)).toEqual([
      false,
      false,
    ]);
  });

  it('keeps the club through the columns the worker is sent', () => {
    expect(pastFitRowsOf(structuredClone(pastFitColumns(past)))).toEqual(past);
  });
});
