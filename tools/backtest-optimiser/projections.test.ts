import { describe, expect, it } from 'vitest';
import type { PlayedMatch } from '@engine/match-model';
import { deadlineProjector, type DeadlineRow } from './projections';

const DAY = 86_400_000;
const PAST = Date.UTC(2024, 7, 17);
const NOW = Date.UTC(2025, 7, 16);

// Clubs 3 and 8 (team codes) meet ten times in 2024-25; in 2025-26 once in gameweek 1, twice in
// gameweek 2 (a double), not at all in gameweek 3 (a blank).
const fixtures = [
  ...Array.from({ length: 10 }, (_, i) => ({
    season: '2024-25',
    gameweek: i + 1,
    kickoffMs: PAST + i * 7 * DAY,
  })),
  { season: '2025-26', gameweek: 1, kickoffMs: NOW },
  { season: '2025-26', gameweek: 2, kickoffMs: NOW + 7 * DAY },
  { season: '2025-26', gameweek: 2, kickoffMs: NOW + 10 * DAY },
].map((f, i) => ({ ...f, fixtureId: i + 1, home: i % 2 === 0 }));

const matches: PlayedMatch[] = fixtures.map((f) => ({
  season: f.season,
  fixtureId: f.fixtureId,
  gameweek: f.gameweek,
  kickoffMs: f.kickoffMs,
  homeClub: f.home ? 3 : 8,
  awayClub: f.home ? 8 : 3,
  homeGoals: f.home ? 2 : 1,
  awayGoals: f.home ? 1 : 2,
  homeXg: null,
  awayXg: null,
}));

/** Striker code 10 (club 3) scores in every match; striker code 20 (club 8) never does. */
function row(code: number, f: (typeof fixtures)[number], goals: number): DeadlineRow {
  const club = code === 10 ? 3 : 8;
  const home = (club === 3) === f.home;
  return {
    season: f.season,
    code,
    playerId: code * 10 + (f.season === '2025-26' ? 1 : 0),
    position: 'FWD',
    gameweek: f.gameweek,
    fixtureId: f.fixtureId,
    kickoffMs: f.kickoffMs,
    teamId: club === 3 ? 1 : 2,
    club,
    opponent: club === 3 ? 8 : 3,
    wasHome: home,
    minutes: 90,
    goals,
    assists: 0,
    xg: null,
    xa: null,
    saves: 0,
    bonus: goals > 0 ? 2 : 0,
    yellowCards: 0,
    redCards: 0,
    ownGoals: 0,
    defensiveContribution: null,
    teamGoals: home ? 2 : 1,
    teamConceded: home ? 1 : 2,
    teamXg: null,
    totalPoints: 2 + 4 * goals,
    expectedPoints: null,
  };
}
const rows = (strikerGoalsThisSeason: number) =>
  fixtures.flatMap((f) => [row(10, f, f.season === '2025-26' ? strikerGoalsThisSeason : 1), row(20, f, 0)]);

describe('the points model as of a backtest deadline', () => {
  const project = deadlineProjector(rows(1), matches, '2025-26');
  const at = (gameweek: number) => new Map(project(gameweek, 3).map((p) => [p.id, p]));

  it('rests on the past seasons at the first deadline, when this season has no match yet', () => {
    // Built from this season alone (the old backtest) every player projected 0 at GW1, so the
    // first team was an arbitrary squad the plan then sold at hits.
    const [scorer, other] = [at(1).get(101)!, at(1).get(201)!];
    expect(scorer.xp[0]).toBeGreaterThan(2);
    expect(scorer.xp[0]).toBeGreaterThan(other.xp[0]! + 1);
    expect(scorer).toMatchObject({ club: 3, position: 4 });
  });

  it('puts each week of the horizon on its own gameweek: a double above a single, a blank at 0', () => {
    const { xp } = at(1).get(101)!;
    expect(xp[1]).toBeGreaterThan(xp[0]! * 1.5);
    expect(xp[2]).toBe(0);
  });

  it('sees nothing of the gameweek it plans: its own results do not change the projection', () => {
    const hauls = deadlineProjector(rows(4), matches, '2025-26');
    expect(hauls(1, 3).find((p) => p.id === 101)!.xp).toEqual(at(1).get(101)!.xp);
    // A week later the GW1 haul is history and counts.
    expect(hauls(2, 3).find((p) => p.id === 101)!.xp[0]).toBeGreaterThan(at(2).get(101)!.xp[0]!);
  });

  it('takes the news of a deadline for its next gameweek only, told whether he played last', () => {
    const told: [number, number, boolean][] = [];
    const doubtful = deadlineProjector(rows(1), matches, '2025-26', (gameweek, id, playedLast) => {
      told.push([gameweek, id, playedLast]);
      return id === 101 ? { status: 'd', chanceNextRound: 50 } : { status: 'a', chanceNextRound: null };
    });
    const { xp } = doubtful(1, 3).find((p) => p.id === 101)!;
    expect(xp[0]).toBeCloseTo(at(1).get(101)!.xp[0]! / 2, 1);
    expect(xp[1]).toBe(at(1).get(101)!.xp[1]);
    // Both strikers played 90 minutes in the last match of 2024-25.
    expect(told).toEqual([
      [1, 101, true],
      [1, 201, true],
    ]);
  });

  it('refuses to plan on a season with nothing before it', () => {
    const alone = deadlineProjector(
      rows(1).filter((r) => r.season === '2025-26'),
      matches,
      '2025-26',
    );
    expect(() => alone(1, 3)).toThrow('no projections as of 2025-26 GW1: import the seasons before it');
  });
});
