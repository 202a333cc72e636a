import { describe, expect, it } from 'vitest';
import { goalScoredContextSchema } from '@contracts/api/goal-scored-context';
import type { PlayedMatch } from '@engine/match-model';
import { createGoalScoredContextService } from './context';

const WEEK_MS = 7 * 86_400_000;
// 40 Tuesday-evening matches ending 2-2 and 40 Saturday afternoon ones ending 1-1, clubs outside the facts tables.
const match = (i: number, tuesday: boolean): PlayedMatch => ({
  season: i % 2 ? '2023-24' : '2024-25',
  fixtureId: i,
  gameweek: 1 + Math.floor(i / 10),
  kickoffMs:
    Date.parse(tuesday ? '2024-08-20T18:45:00Z' : '2024-08-17T14:00:00Z') + Math.floor(i / 10) * WEEK_MS,
  homeClub: 1000 + 2 * (i % 10),
  awayClub: 1001 + 2 * (i % 10),
  homeGoals: tuesday ? 2 : 1,
  awayGoals: tuesday ? 2 : 1,
  homeXg: null,
  awayXg: null,
});
const history = Array.from({ length: 80 }, (_, i) => match(i, i < 40));

describe('goal-scored context', () => {
  it('lists every condition with its rule, inactive ones with a reason and no figure', async () => {
    const body = goalScoredContextSchema.parse(
      await createGoalScoredContextService({ matches: async () => [] }).get(),
    );
    expect(body).toMatchObject({ measured_seasons: [], measured_matches: 0 });
    expect(body.conditions).toHaveLength(21);
    const weather = body.conditions.find((c) => c.key === 'weatherConditionsGoalsMultiplier');
    expect(weather).toMatchObject({ active: false, measured: null });
    expect(weather?.inactive_reason).toMatch(/No data source/);
    expect(body.conditions.every((c) => c.measured === null)).toBe(true);
  });

  it('measures the active conditions over the stored matches', async () => {
    const body = await createGoalScoredContextService({ matches: async () => history }).get();
    expect(body).toMatchObject({ measured_seasons: ['2023-24', '2024-25'], measured_matches: 80 });
    // Each season: 20 midweek matches of 4 goals against a season mean of 3; pooled, 40 matches.
    const midweek = body.conditions.find((c) => c.key === 'midweekFixtureGoalsMultiplier');
    expect(midweek?.measured?.ratio).toBeCloseTo(4 / 3, 10);
    expect(midweek?.measured?.sample).toBe(40);
  });
});
