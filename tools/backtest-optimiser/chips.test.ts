import { describe, expect, it } from 'vitest';
import { CHIPS, chipsLeft, chooseChip } from './chips';

describe('the backtest chip rule', () => {
  it('gives each chip once per half of the season', () => {
    const played = [
      { name: 'wildcard', event: 8 },
      { name: '3xc', event: 19 },
    ];
    expect(chipsLeft(12, played)).toEqual({ chips: ['freehit', 'bboost'], lastGameweek: 19, pressed: 2 });
    expect(chipsLeft(20, played)).toEqual({
      chips: ['wildcard', 'freehit', 'bboost', '3xc'],
      lastGameweek: 38,
      pressed: 4,
    });
  });

  it('gives 2024-25 two Wildcards and the other chips once for the season', () => {
    const played = [
      { name: 'wildcard', event: 8 },
      { name: '3xc', event: 12 },
    ];
    // Only the second half's Wildcard remains of the Wildcards; Triple Captain is gone for good.
    expect(chipsLeft(17, played, '2024-25')).toEqual({
      chips: ['freehit', 'bboost'],
      lastGameweek: 38,
      pressed: 2,
    });
    expect(chipsLeft(25, played, '2024-25').chips).toEqual(['wildcard', 'freehit', 'bboost']);
    // The first Wildcard unplayed by gameweek 19 is pressed alone: the others last the season.
    expect(chooseChip(19, new Map([['wildcard', 1]]), chipsLeft(19, [], '2024-25'))).toBe('wildcard');
    expect(chooseChip(18, new Map([['wildcard', 1]]), chipsLeft(18, [], '2024-25'))).toBeNull();
  });

  it('gives 2022-23 and 2023-24 the chips of 2024-25, and refuses a season it has no rules for', () => {
    for (const season of ['2022-23', '2023-24'])
      expect(chipsLeft(25, [{ name: 'wildcard', event: 8 }], season).chips).toEqual(CHIPS);
    expect(() => chipsLeft(5, [], '2021-22')).toThrow('no chip rules for 2021-22');
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
