import { describe, expect, it } from 'vitest';
import { fixturesByEvent } from '../calendar/fixtures';
import type { MatchResult } from './match-types';
import { playSeason } from '../world/season';
import { currentWorld } from '../world/world';

/** Whole-season behaviour of the match engine: all 380 fixtures simulated, not just the published ones. */
describe.each([2025, 7, 99])('a full simulated 2025-26 season (seed %i)', (seed) => {
  const world = currentWorld(seed);
  const results = [...playSeason(world, 38).results.values()];

  it('plays 380 matches at about 2.8 goals a match with about 45% home wins', () => {
    expect(results).toHaveLength(380);
    const goals = results.reduce((n, r) => n + r.homeGoals + r.awayGoals, 0) / results.length;
    const homeWins = results.filter((r) => r.homeGoals > r.awayGoals).length / results.length;
    expect(goals).toBeGreaterThanOrEqual(2.5);
    expect(goals).toBeLessThanOrEqual(3.1);
    expect(homeWins).toBeGreaterThanOrEqual(0.4);
    expect(homeWins).toBeLessThanOrEqual(0.5);
  });

  it("credits every goal: a side's scorers plus the opponent's own goals make its score", () => {
    const side = (r: MatchResult, team: number, other: number) =>
      r.rows.filter((row) => row.team === team).reduce((n, row) => n + row.goals_scored, 0) +
      r.rows.filter((row) => row.team === other).reduce((n, row) => n + row.own_goals, 0);
    for (const r of results) {
      expect(side(r, r.home, r.away)).toBe(r.homeGoals);
      expect(side(r, r.away, r.home)).toBe(r.awayGoals);
    }
  });

  it('awards at least 6 bonus points a match and starts exactly 11 a side', () => {
    for (const r of results) {
      const bonus = r.rows.reduce((n, row) => n + row.bonus, 0);
      expect(bonus).toBeGreaterThanOrEqual(6);
      for (const team of [r.home, r.away])
        expect(r.rows.filter((row) => row.team === team && row.starts === 1)).toHaveLength(11);
    }
  });

  it('has 38 gameweeks with at least one blank and one double', () => {
    const byEvent = fixturesByEvent(world.fixtures);
    expect([...byEvent.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    const games = (gw: number, club: number) =>
      (byEvent.get(gw) ?? []).filter((f) => f.home === club || f.away === club).length;
    const counts = [...byEvent.keys()].flatMap((gw) => world.clubs.map((c) => games(gw, c.id)));
    expect(counts).toContain(0);
    expect(counts).toContain(2);
    for (const c of world.clubs) expect(world.fixtures.filter((f) => f.home === c.id)).toHaveLength(19);
  });
});
