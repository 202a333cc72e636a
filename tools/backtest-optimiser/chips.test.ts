import { describe, expect, it } from 'vitest';
import { chipsLeft, chooseChip } from './chips';

describe('the backtest chip rule', () => {
  it('gives each chip once per half of the season', () => {
    const played = [
      { name: 'wildcard', event: 8 },
      { name: '3xc', event: 19 },
    ];
    expect(chipsLeft(12, played)).toEqual({ chips: ['freehit', 'bboost'], lastGameweek: 19 });
    expect(chipsLeft(20, played)).toEqual({
      chips: ['wildcard', 'freehit', 'bboost', '3xc'],
      lastGameweek: 38,
    });
  });

  it('plays the chip with the largest gain once it reaches its threshold, else none', () => {
    const left = chipsLeft(5, []);
    expect(
      chooseChip(
        5,
        new Map([
          ['3xc', 6.9],
          ['bboost', 9],
        ]),
        left,
      ),
    ).toBeNull();
    expect(
      chooseChip(
        5,
        new Map([
          ['3xc', 7.5],
          ['bboost', 11],
          ['wildcard', 11],
        ]),
        left,
      ),
    ).toBe('bboost');
  });

  it('plays the best chip left when the half has no more weeks than chips', () => {
    const left = chipsLeft(17, [{ name: 'wildcard', event: 3 }]);
    // Three chips left, three weeks left (17, 18, 19): one must go now, small gain or not.
    expect(
      chooseChip(
        17,
        new Map([
          ['3xc', 3],
          ['bboost', 4],
          ['freehit', 1],
        ]),
        left,
      ),
    ).toBe('bboost');
    expect(
      chooseChip(
        16,
        new Map([
          ['3xc', 3],
          ['bboost', 4],
          ['freehit', 1],
        ]),
        left,
      ),
    ).toBeNull();
  });
});
