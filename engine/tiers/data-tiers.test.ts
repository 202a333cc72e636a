import { describe, expect, it } from 'vitest';
import { tiersFromStrengths, type ClubStrengths } from './data-tiers';

// Five clubs the fit knows (codes 1-5) and club 6, new to the league. 6 is also in the fit's
// maps (it played three seasons ago): new to the league wins.
const strengths: ClubStrengths = {
  attack: new Map([
    [1, 0.6],
    [2, 0.25],
    [3, 0.08],
    [4, -0.05],
    [5, -0.3],
    [6, 0.5],
  ]),
  defence: new Map([
    [1, -0.4],
    [2, -0.1],
    [3, 0],
    [4, 0.1],
    [5, 0.2],
    [6, -0.5],
  ]),
  promoted: { attack: -0.3, defence: 0.2 },
};

describe('tiersFromStrengths', () => {
  it('bins each club by its strength relative to the league mean, new clubs promoted', () => {
    const tiers = tiersFromStrengths([1, 2, 3, 4, 5, 6], new Set([6]), strengths);
    // Attack mean (0.6 + 0.25 + 0.08 - 0.05 - 0.3 - 0.3) / 6 = 0.0467; relative 0.553, 0.203, 0.033,
    // -0.097, -0.347 against the boundaries +0.216, +0.048, -0.081.
    const expected = [
      [1, 'elite'],
      [2, 'strong'],
      [3, 'average'],
      [4, 'weak'],
      [5, 'weak'],
      [6, 'promoted'],
    ];
    expect([...tiers.attack]).toEqual(expected);
    // Defence mean (-0.4 - 0.1 + 0 + 0.1 + 0.2 + 0.2) / 6 = 0; boundaries -0.260, -0.081, +0.070.
    expect([...tiers.defence]).toEqual(expected);
  });

  it('gives a club the fit has not seen the promoted prior, binned like the others', () => {
    const tiers = tiersFromStrengths([1, 2, 3, 7], new Set(), strengths);
    // Attack mean (0.6 + 0.25 + 0.08 - 0.3) / 4 = 0.1575: club 7 at -0.458 is weak, club 3 at -0.078 average.
    expect(tiers.attack.get(7)).toBe('weak');
    expect(tiers.attack.get(3)).toBe('average');
    expect(tiers.attack.get(2)).toBe('strong');
  });
});
