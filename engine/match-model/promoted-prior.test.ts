import { describe, expect, it } from 'vitest';
import type { PlayedMatch } from './played-match';
import { measurePromotedPrior } from './promoted-prior';
import { simulateLeague } from './testing/simulated-league';

/**
 * Eight seasons of 20 clubs; each season from the second on, three new codes replace three clubs.
 * Newcomers attack at -0.4 and defend at +0.3 (concede more); the other clubs balance them so every
 * season's strengths sum to zero.
 */
function leagueWithPromotions(): PlayedMatch[] {
  const matches: PlayedMatch[] = [];
  let nextCode = 200;
  let codes = Array.from({ length: 20 }, (_, i) => 100 + i);
  for (let s = 0; s < 8; s++) {
    const promoted = s === 0 ? [] : [nextCode++, nextCode++, nextCode++];
    if (s > 0) codes = [...codes.slice(3), ...promoted];
    const attack = codes.map((c, i) => (promoted.includes(c) ? -0.4 : 0.07 + ((i % 5) - 2) * 0.1));
    const defence = codes.map((c, i) => (promoted.includes(c) ? 0.3 : -0.0529 + ((i % 4) - 1.5) * 0.1));
    matches.push(
      ...simulateLeague({
        seed: 40 + s,
        seasons: 1,
        firstSeasonYear: 2015 + s,
        codes,
        strengths: { attack, defence },
      }).matches,
    );
  }
  return matches;
}

describe('measurePromotedPrior', () => {
  const matches = leagueWithPromotions();

  it('measures the promoted clubs strengths in their first season back', () => {
    const prior = measurePromotedPrior(matches);
    expect(prior.clubs).toBe(21);
    expect(prior.attack).toBeGreaterThan(-0.5);
    expect(prior.attack).toBeLessThan(-0.3);
    expect(prior.defence).toBeGreaterThan(0.2);
    expect(prior.defence).toBeLessThan(0.4);
  });

  it('uses only seasons before the one named', () => {
    expect(measurePromotedPrior(matches, '2018-19').clubs).toBe(6);
    expect(measurePromotedPrior(matches, '2016-17')).toEqual({ attack: 0, defence: 0, clubs: 0 });
  });
});
