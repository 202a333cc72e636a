import { describe, expect, it } from 'vitest';
import { chooseScorelines, type SetMatch } from './set-scorelines';

/** scores[h][a] from a list of 'h-a' chances. */
function matrix(cells: Record<string, number>): number[][] {
  const m = [0, 1, 2].map(() => [0, 0]);
  for (const [cell, p] of Object.entries(cells)) {
    const [h, a] = cell.split('-').map(Number) as [number, number];
    m[h]![a] = p;
  }
  return m;
}
const plain = (cells: Record<string, number>): SetMatch => {
  const m = matrix(cells);
  return { model: m, scores: m, fixed: null };
};
const s = (home: number, away: number) => ({ home, away });

describe('scorelines chosen for a set of matches', () => {
  it('gives the one draw the set needs to the match where it costs least', () => {
    const matches = [
      plain({ '1-0': 0.5, '1-1': 0.3, '0-1': 0.2 }),
      plain({ '1-0': 0.4, '1-1': 0.35, '0-1': 0.25 }),
      plain({ '1-0': 0.2, '1-1': 0.3, '0-1': 0.5 }),
    ];
    // Each match alone shows its likeliest: 1-0, 1-0, 0-1, no draw. With one draw, one home and one
    // away win, result + exact chance sums to 1.0 + 0.7 + 1.0 with the draw on the second match,
    // 0.6 + 0.8 + 1.0 on the first.
    const targets = { draws: 1, homeWins: 1, awayWins: 1, zeros: 2, goals: 4 };
    expect(chooseScorelines(matches, targets)).toEqual([s(1, 0), s(1, 1), s(0, 1)]);
  });

  it('puts the side on 0 the set needs where it loses least exact-score chance', () => {
    const matches = [
      plain({ '1-0': 0.25, '2-0': 0.22, '2-1': 0.3, '1-1': 0.23 }),
      plain({ '1-0': 0.25, '2-0': 0.26, '2-1': 0.28, '1-1': 0.21 }),
    ];
    // Both likeliest 2-1: no side on 0, six goals. 2-1 -> 2-0 loses 0.08 on the first, 0.02 on the second.
    const targets = { draws: 0, homeWins: 2, awayWins: 0, zeros: 1, goals: 5 };
    expect(chooseScorelines(matches, targets)).toEqual([s(2, 1), s(2, 0)]);
  });

  it('counts a scoreline fixed by an upset toward the targets', () => {
    const close = matrix({ '1-1': 0.4, '1-0': 0.35, '0-1': 0.25 });
    const matches: SetMatch[] = [
      { model: close, scores: close, fixed: s(0, 0) },
      { model: close, scores: close, fixed: null },
    ];
    // The set's one draw is the fixed 0-0: the other match shows its likeliest home win.
    const targets = { draws: 1, homeWins: 1, awayWins: 0, zeros: 2, goals: 1 };
    expect(chooseScorelines(matches, targets)).toEqual([s(0, 0), s(1, 0)]);
  });

  it("chooses results by the model's chances and scores within them by the upset ones", () => {
    const model = matrix({ '1-0': 0.4, '2-0': 0.3, '1-1': 0.2, '0-1': 0.1 });
    const upset = matrix({ '1-0': 0.1, '2-0': 0.2, '1-1': 0.3, '0-1': 0.4 });
    const targets = { draws: 0, homeWins: 1, awayWins: 0, zeros: 1, goals: 2 };
    expect(chooseScorelines([{ model, scores: upset, fixed: null }], targets)).toEqual([s(2, 0)]);
  });
});
