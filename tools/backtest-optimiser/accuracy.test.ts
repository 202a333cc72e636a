import { describe, expect, it } from 'vitest';
import { addWeekErrors, errorsLine, noErrors } from './accuracy';

// Player 1 (500,000 owners) projected 6, scored 2; player 2 (1,000 owners) projected 1, scored 4;
// player 3 had no fixture in the gameweek and is not counted.
const weeks: Record<number, { selected: number; balance: number; minutes: number; points: number }> = {
  1: { selected: 500_000, balance: 0, minutes: 90, points: 2 },
  2: { selected: 1_000, balance: 0, minutes: 90, points: 4 },
};
const history = {
  crowd: (_g: number, id: number) => weeks[id],
  played: (_g: number, id: number) => ({ points: weeks[id]?.points ?? 0, minutes: weeks[id]?.minutes ?? 0 }),
};
const players = [6, 1, 3].map((x, i) => ({ id: i + 1, club: 1, position: 3 as const, xp: [x, 0] }));

describe('the accuracy of the projections a backtest plans on', () => {
  it('counts each player with a fixture, and the owned ones apart', () => {
    const errors = noErrors();
    addWeekErrors(errors, players, history, 5);
    expect(errors).toEqual({ rows: 2, squared: 16 + 9, ownedRows: 1, ownedSquared: 16 });
    expect(errorsLine(errors)).toBe(
      'Next-week projections: RMSE 3.536 over 2 player-weeks with a fixture, 4.000 over the 1 with 20,000+ owners',
    );
  });
});
