import { describe, expect, it } from 'vitest';
import type { PlayedMatch } from '../match-model/played-match';
import { DAY_MS } from './calendar';
import { measureContextEffects } from './measured';

const SATURDAY_3PM = Date.parse('2025-08-16T14:00:00Z'); // 15:00 UK
const WEDNESDAY_745PM = Date.parse('2025-08-20T18:45:00Z'); // 19:45 UK
// Clubs outside the facts tables (no derbies, no travel), ten pairs playing each week.
const played = (week: number, pair: number, kickoffMs: number, goals: [number, number]): PlayedMatch => ({
  season: '2025-26',
  fixtureId: week * 100 + pair,
  gameweek: week + 1,
  kickoffMs: kickoffMs + week * 7 * DAY_MS,
  homeClub: 1000 + 2 * pair,
  awayClub: 1001 + 2 * pair,
  homeGoals: goals[0],
  awayGoals: goals[1],
  homeXg: null,
  awayXg: null,
});

describe('measureContextEffects', () => {
  // 60 Saturday matches ending 1-1 and 30 Wednesday-evening matches ending 2-1: the season's mean is
  // (60 x 2 + 30 x 3) / 90 = 2.333 goals a match, so the midweek matches have 3 / 2.333 = 1.286 of it.
  const matches = [
    ...Array.from({ length: 60 }, (_, i) => played(Math.floor(i / 10), i % 10, SATURDAY_3PM, [1, 1])),
    ...Array.from({ length: 30 }, (_, i) => played(Math.floor(i / 10), i % 10, WEDNESDAY_745PM, [2, 1])),
  ];
  const effects = measureContextEffects(matches);

  it('gives goals per match relative to the season mean where the condition held', () => {
    expect(effects.midweekFixtureGoalsMultiplier).toMatchObject({ sample: 30 });
    expect(effects.midweekFixtureGoalsMultiplier?.ratio).toBeCloseTo(3 / (210 / 90), 10);
    expect(effects.lateKickoffGoalsMultiplier?.ratio).toBeCloseTo(1.2857, 4);
  });

  it('gives an interval around the ratio that widens with the spread', () => {
    const noisy = measureContextEffects(
      matches.map((m, i) => (i >= 60 && i % 2 === 0 ? { ...m, homeGoals: 4 } : m)),
    ).midweekFixtureGoalsMultiplier;
    expect(effects.midweekFixtureGoalsMultiplier?.high).toBeCloseTo(
      effects.midweekFixtureGoalsMultiplier!.ratio,
      10,
    );
    expect(noisy!.low).toBeLessThan(noisy!.ratio);
    expect(noisy!.high).toBeGreaterThan(noisy!.ratio);
  });

  it('has no figure for too small a sample, nor for conditions without data', () => {
    expect(effects.earlyKickoffGoalsMultiplier).toBeNull();
    expect(effects.weatherConditionsGoalsMultiplier).toBeNull();
    expect(effects.injuryCrisisMultiplier).toBeNull();
  });
});
