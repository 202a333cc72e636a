import { describe, expect, it } from 'vitest';
import { measureMoverFactor, type SeasonAppearance } from './mover-factor';
import { playerShares } from './share-model';

const DAY = 86_400_000;
const T0 = Date.UTC(2023, 7, 12);

/** A forward's season at one club: 30 matches, 2 team goals each, scoring `goals` of them in all. */
function season(player: number, club: number, year: number, goals: number, from = 0): SeasonAppearance[] {
  return Array.from({ length: 30 }, (_, i) => ({
    player,
    position: 'FWD' as const,
    club,
    season: `${2023 + year}-${24 + year}`,
    kickoffMs: T0 + (year * 365 + from + i * 7) * DAY,
    minutes: 90,
    count: i < goals ? 1 : 0,
    expected: null,
    teamCount: 2,
    teamExpected: null,
  }));
}

describe('the mover factor', () => {
  it('is the movers’ ratio of actual to predicted over the stayers’: half the scoring after a move gives about 0.5', () => {
    const appearances: SeasonAppearance[] = [];
    for (let p = 1; p <= 10; p++) {
      // Stayers keep scoring 15 a season at their club; movers score 15, then 7 or 8 at another club.
      appearances.push(...season(p, 1, 0, 15), ...season(p, 1, 1, 15));
      appearances.push(...season(100 + p, 2, 0, 15), ...season(100 + p, 3, 1, p % 2 === 0 ? 8 : 7));
    }
    const f = measureMoverFactor(appearances, { expectedWeight: 0.5, decayPerDay: 0, priorStrength: 0.001 });
    expect(f.movers.events).toBe(10);
    expect(f.stayers.events).toBe(10);
    expect(f.midSeasonMovers.events).toBe(0);
    expect(f.stayers.ratio).toBeCloseTo(1, 2);
    expect(f.factor).toBeCloseTo(0.5, 2);
  });

  it('counts a move within a season as a mid-season move', () => {
    const appearances = [...season(1, 1, 0, 15), ...season(1, 2, 0, 10, 220)];
    const f = measureMoverFactor(appearances);
    expect(f.midSeasonMovers.events).toBe(1);
    expect(f.movers.events).toBe(1);
  });
});

describe('shares of movers', () => {
  it('scale what he earned at another club by the factor, and say how much of his evidence that is', () => {
    const appearances = season(1, 2, 0, 15);
    const asOf = T0 + 300 * DAY;
    const positions = new Map([[1, 'FWD' as const]]);
    const priors = { GKP: 0, DEF: 0.03, MID: 0.1, FWD: 0.25 };
    const settings = { expectedWeight: 0.5, decayPerDay: 0, priorStrength: 20 };
    const stayed = playerShares(appearances, positions, priors, asOf, settings, {
      clubs: new Map([[1, 2]]),
      factor: 0.5,
    });
    const moved = playerShares(appearances, positions, priors, asOf, settings, {
      clubs: new Map([[1, 3]]),
      factor: 0.5,
    });
    // 15 goals over 60 team goals, with 20 team goals of prior at 0.25: 20 / 80; moved, 12.5 / 80.
    expect(stayed.get(1)).toEqual({ share: 0.25, exposure: 60, elsewhere: 0 });
    expect(moved.get(1)!.share).toBeCloseTo(12.5 / 80, 6);
    expect(moved.get(1)!.elsewhere).toBe(60);
  });
});
