import { describe, expect, it } from 'vitest';
import { recordedXp, type ScoredHistoryRow } from './measure';

const row = (gameweek: number, code: number, expectedPoints: number | null) =>
  ({ season: '2024-25', gameweek, code, expectedPoints }) as ScoredHistoryRow;

describe('recordedXp', () => {
  it("keeps a player's 0 in a recorded gameweek and drops a gameweek where every player has 0", () => {
    const xp = recordedXp([row(21, 1, 0), row(21, 2, 3.5), row(22, 1, 0), row(22, 2, 0), row(23, 1, null)]);
    expect(xp.get('2024-25/21/1')).toBe(0);
    expect(xp.get('2024-25/21/2')).toBe(3.5);
    expect(xp.get('2024-25/22/1')).toBeNull();
    expect(xp.get('2024-25/22/2')).toBeNull();
    expect(xp.get('2024-25/23/1')).toBeNull();
  });
});
