import { describe, expect, it } from 'vitest';
import { absenceNews } from './absence-news';

/** Minutes by gameweek for player 1; undefined: no fixture of his club. */
function news(minutes: (number | undefined)[]) {
  return absenceNews({
    crowd: (g, id) => {
      const m = id === 1 ? minutes[g - 1] : undefined;
      return m === undefined ? undefined : { minutes: m, balance: 0, selected: 0 };
    },
    lastGameweek: minutes.length,
  });
}

describe('absenceNews', () => {
  it('rules out a player who misses this gameweek and his next one', () => {
    const n = news([90, 0, 0, 90]);
    expect(n(2, 1)).toEqual({ status: 'i', chanceNextRound: 0 });
    expect(n(3, 1).status).toBe('a');
  });

  it('leaves a single missed gameweek unknown', () => {
    expect(news([90, 0, 90])(2, 1).status).toBe('a');
  });

  it('skips a blank gameweek when looking for his next fixture', () => {
    expect(news([0, undefined, 0, 90])(1, 1).status).toBe('i');
    expect(news([0, undefined, 45])(1, 1).status).toBe('a');
  });

  it('rules out a player with no later fixture before the files end', () => {
    expect(news([90, 0, undefined])(2, 1).status).toBe('i');
    expect(news([90, 90, 0])(3, 1).status).toBe('a');
  });

  it('says nothing of a player who played', () => {
    expect(news([90, 90])(1, 1).status).toBe('a');
  });
});
