import { describe, expect, it } from 'vitest';
import type { PlayedMatch } from '@engine/match-model/played-match';
import {
  clubMinutesSequences,
  minutesSequences,
  prepareHistory,
  recentMinutes,
  type HistoryRow,
} from './history';
import { fitMinutesModel } from './minutes-model';
import { projectAtOrigin, type Target } from './origin';
import { rulesFor } from './scoring-rules';

const DAY = 86_400_000;
const START = Date.UTC(2024, 7, 17);
// Two clubs (team codes 3 and 8, season ids 1 and 2) meet ten times, club 3 at home on even rounds.
const ROUNDS = 10;
const matches: PlayedMatch[] = Array.from({ length: ROUNDS }, (_, i) => ({
  season: '2024-25',
  fixtureId: i + 1,
  gameweek: i + 1,
  kickoffMs: START + i * 7 * DAY,
  homeClub: i % 2 === 0 ? 3 : 8,
  awayClub: i % 2 === 0 ? 8 : 3,
  homeGoals: i % 2 === 0 ? 2 : 1,
  awayGoals: i % 2 === 0 ? 1 : 2,
  homeXg: null,
  awayXg: null,
}));

/** A striker of club 3 (code 10) playing 90 minutes and scoring once each match, his keeper (code 11). */
function row(code: number, position: string, i: number, minutes: number, goals: number): HistoryRow {
  return {
    season: '2024-25',
    code,
    position,
    gameweek: i + 1,
    fixtureId: i + 1,
    kickoffMs: START + i * 7 * DAY,
    teamId: 1,
    club: 3,
    minutes,
    goals,
    assists: 0,
    xg: null,
    xa: null,
    saves: position === 'GKP' ? 3 : 0,
    bonus: goals > 0 ? 2 : 0,
    yellowCards: 0,
    redCards: 0,
    ownGoals: 0,
    defensiveContribution: null,
    teamGoals: 2,
    teamConceded: 1,
    teamXg: null,
  };
}
const rows: HistoryRow[] = Array.from({ length: ROUNDS }, (_, i) => [
  row(10, 'FWD', i, 90, i < 6 ? 1 : 3),
  row(11, 'GKP', i, 90, 0),
  // An assistant manager of 2024-25: not a player, left out everywhere.
  row(12, 'AM', i, 90, 0),
]).flat();

const history = prepareHistory(rows);
const minutesModel = fitMinutesModel(Array.from({ length: 40 }, () => Array<number>(12).fill(90)));
const target = (code: number, position: 1 | 4, fixtures: Target['fixtures']): Target => ({
  code,
  position,
  fixtures,
  availability: { status: 'a', chanceNextRound: null },
  ahead: 1,
});
const home = { club: 3, opponent: 8, home: true };
const atOrigin = (round: number, targets: Target[]) =>
  projectAtOrigin(
    { history, matches, minutesModel, rules: rulesFor('2024-25'), originMs: START + round * 7 * DAY },
    targets,
  );

describe('prepareHistory and recentMinutes', () => {
  it('keeps the four positions only and reads the minutes before the origin, oldest first', () => {
    expect([...history.byCode.keys()].sort()).toEqual([10, 11]);
    const beforeRound3 = recentMinutes(history, 10, START + 3 * 7 * DAY, 5);
    expect(beforeRound3).toEqual([90, 90, 90]);
    expect(recentMinutes(history, 99, START + 3 * 7 * DAY, 5)).toEqual([]);
    expect(minutesSequences(history, new Set(['2024-25']))).toEqual([
      Array<number>(ROUNDS).fill(90),
      Array<number>(ROUNDS).fill(90),
    ]);
    expect(minutesSequences(history, new Set(['2023-24']))).toEqual([]);
  });

  it("gives the movers' sequences: each player's matches of the seasons with the club of each", () => {
    const moved = prepareHistory([
      { ...rows[0]!, season: '2023-24', kickoffMs: START - 90 * DAY, club: 8 },
      ...rows.filter((r) => r.code === 10).slice(0, 2),
    ]);
    const played = (club: number) => ({ minutes: 90, club });
    expect(clubMinutesSequences(moved, new Set(['2023-24', '2024-25']))).toEqual([
      [played(8), played(3), played(3)],
    ]);
    expect(clubMinutesSequences(moved, new Set(['2023-24']))).toEqual([[played(8)]]);
    expect(clubMinutesSequences(moved, new Set(['2022-23']))).toEqual([]);
  });
});

describe('projectAtOrigin', () => {
  it('uses only what kicked off before the origin: later hat-tricks do not change round 6', () => {
    const seen = atOrigin(6, [target(10, 4, [home])]).get('10/1')!;
    const withoutLater = projectAtOrigin(
      {
        history: prepareHistory(rows.filter((r) => r.kickoffMs < START + 6 * 7 * DAY)),
        matches: matches.slice(0, 6),
        minutesModel,
        rules: rulesFor('2024-25'),
        originMs: START + 6 * 7 * DAY,
      },
      [target(10, 4, [home])],
    ).get('10/1')!;
    expect(seen.points).toBeCloseTo(withoutLater.points, 10);
    expect(atOrigin(9, [target(10, 4, [home])]).get('10/1')!.goals).toBeGreaterThan(seen.goals);
  });

  it("reads the movers' table when his recent matches were for another club than the gameweek's", () => {
    // Regulars who moved and did not play their first match at the new club.
    const moves = Array.from({ length: 30 }, () => [
      ...Array.from({ length: 5 }, () => ({ minutes: 90, club: 8 })),
      { minutes: 0, club: 3 },
    ]);
    const withMovers = fitMinutesModel(
      Array.from({ length: 40 }, () => Array<number>(12).fill(90)),
      moves,
    );
    const project = (model: typeof minutesModel, club: number) =>
      projectAtOrigin(
        { history, matches, minutesModel: model, rules: rulesFor('2024-25'), originMs: START + 6 * 7 * DAY },
        [target(10, 4, [{ club, opponent: club === 3 ? 8 : 3, home: true }])],
      ).get('10/1')!;
    // His five matches were for club 3: at club 8 now he is a mover, at club 3 not.
    expect(project(withMovers, 8).minutes).toBeLessThan(0.5 * project(minutesModel, 8).minutes);
    expect(project(withMovers, 3).minutes).toBeCloseTo(project(minutesModel, 3).minutes, 10);
  });

  it('sums a double gameweek, gives a blank 0, and projects the keeper saves and no goals', () => {
    const single = atOrigin(6, [target(10, 4, [home])]).get('10/1')!;
    const double = atOrigin(6, [target(10, 4, [home, home])]).get('10/1')!;
    expect(double.points).toBeCloseTo(2 * single.points, 10);
    expect(atOrigin(6, [target(10, 4, [])]).get('10/1')!.points).toBe(0);
    // A forward who scored in every match: well above the 2 appearance points.
    expect(single.points).toBeGreaterThan(4);
    const keeper = atOrigin(6, [target(11, 1, [home])]).get('11/1')!;
    expect(keeper.goals).toBeLessThan(0.05);
    expect(keeper.points).toBeGreaterThan(2);
  });
});
