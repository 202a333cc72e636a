import { describe, expect, it } from 'vitest';
import type { OpenfplProjection } from '@contracts/api/openfpl';
import { CAPTAIN_XP_REFERENCE } from '@engine/scores';
import { element } from '../test-support/small-season';
import { NO_HISTORY, service } from './test-helpers';

/** A horizon-1 row of the points model for player `id` in gameweek `gameweek`. */
const row = (id: number, points: number, gameweek = 4): OpenfplProjection => ({
  player_id: id,
  player_name: `P${id}`,
  team_name: 'Liverpool',
  position: 'MID',
  horizon: 1,
  gameweek,
  predicted_points: points,
  predicted_goals: 0.3,
  predicted_assists: 0.2,
  predicted_minutes: 80,
  current_price: 5,
  ownership_percentage: 10,
  ensemble_confidence: null,
});

// Player 1 has the parts of a star (form 9, 120 points) and few expected points; player 2 the reverse.
const star = element(1, 12, 4, { total_points: 120, form: '9.0', points_per_game: '7.0', minutes: 1800 });
const quiet = element(2, 12, 3, { total_points: 20, form: '1.0', points_per_game: '2.0', minutes: 400 });
const third = element(3, 12, 3, { total_points: 30 });
const all = { strategy: 'all', position: 'all' } as const;

describe('captain score on the points model', () => {
  it('orders the cards by the expected points they show and scores them from it', async () => {
    const rows = [row(1, 1.9), row(2, 5.8), row(3, 3.1)];
    const res = await service([star, quiet, third], NO_HISTORY, 3, async () => rows).captainCandidates(all);
    expect(res.scoreBasis).toBe('expected_points');
    expect(res.candidates.map((c) => [c.id, c.expectedPoints])).toEqual([
      [2, 5.8],
      [3, 3.1],
      [1, 1.9],
    ]);
    const quietCard = res.candidates[0]!;
    // 5.8 x 8.5 / reference, clamped to 10, 1 decimal.
    expect(quietCard.score).toBe(Math.min(10, Math.round((5.8 * 8.5 * 10) / CAPTAIN_XP_REFERENCE) / 10));
    // The spec's parts are still there as the reasons: form 1.0 x 2.2.
    expect(quietCard.parts.find((p) => p.key === 'form')?.value).toBeCloseTo(2.2, 10);
    const scores = res.candidates.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("leaves out a player the model has no figure for, and reads only the next gameweek's rows", async () => {
    const rows = [row(1, 4), row(2, 9, 5)];
    const res = await service([star, quiet], NO_HISTORY, 3, async () => rows).captainCandidates(all);
    expect(res.candidates.map((c) => c.id)).toEqual([1]);
  });

  it('falls back to the parts and says so when the points model fails', async () => {
    const res = await service([star, quiet], NO_HISTORY, 3, async () => {
      throw new Error('worker gone');
    }).captainCandidates(all);
    expect(res.scoreBasis).toBe('parts');
    expect(res.candidates.map((c) => [c.id, c.expectedPoints])).toEqual([
      [1, null],
      [2, null],
    ]);
  });
});
