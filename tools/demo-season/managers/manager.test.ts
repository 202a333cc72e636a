import { describe, expect, it } from 'vitest';
import { applyAutoSubs, chooseLineup, scorePicks, type Pick } from './manager-picks';
import { sellPrice } from './manager-squad';
import type { PositionId } from '@contracts/game/positions';

/** A 15 in upstream order: GK, 4 DEF, 4 MID, 2 FWD, then bench GK 12, DEF 13, MID 14, FWD 15. Element = position. */
const TYPES: PositionId[] = [1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 1, 2, 3, 4];
const picks = (captain = 10, vice = 6): Pick[] =>
  TYPES.map((type, i) => ({
    element: i + 1,
    position: i + 1,
    multiplier: i < 11 ? (i + 1 === captain ? 2 : 1) : 0,
    is_captain: i + 1 === captain,
    is_vice_captain: i + 1 === vice,
    element_type: type,
  }));
const played =
  (...absent: number[]) =>
  (id: number) =>
    absent.includes(id) ? 0 : 90;

describe('sellPrice', () => {
  it('keeps half of a rise rounded down and passes a fall on in full', () => {
    expect(sellPrice({ element: 1, purchase: 75 }, 78)).toBe(76);
    expect(sellPrice({ element: 1, purchase: 75 }, 77)).toBe(76);
    expect(sellPrice({ element: 1, purchase: 75 }, 76)).toBe(75);
    expect(sellPrice({ element: 1, purchase: 75 }, 72)).toBe(72);
  });
});

describe('applyAutoSubs', () => {
  it('brings on the first bench outfielder who played, swapping positions and multipliers', () => {
    const { picks: after, subs } = applyAutoSubs(picks(), played(3), null);
    expect(subs).toEqual([{ in: 13, out: 3 }]);
    expect(after[2]).toMatchObject({ element: 13, position: 3, multiplier: 1 });
    expect(after[12]).toMatchObject({ element: 3, position: 13, multiplier: 0 });
  });

  it('only swaps keeper for keeper', () => {
    expect(applyAutoSubs(picks(), played(1), null).subs).toEqual([{ in: 12, out: 1 }]);
    expect(applyAutoSubs(picks(), played(1, 12), null).subs).toEqual([]);
  });

  it('skips a bench player who would break the minimum of three defenders', () => {
    // Three of four defenders out and the bench defender too: the bench midfielder replaces the
    // first (three defenders remain), the bench forward may not replace the second (two would remain).
    const { subs } = applyAutoSubs(picks(), played(2, 3, 4, 13), null);
    expect(subs).toEqual([{ in: 14, out: 2 }]);
  });

  it('passes the armband to the vice when the captain did not play, never to a substitute', () => {
    const { picks: after } = applyAutoSubs(picks(10, 6), played(10), null);
    expect(after.find((p) => p.element === 6)?.multiplier).toBe(2);
    expect(after.find((p) => p.element === 13)?.multiplier).toBe(1);
    expect(after.find((p) => p.element === 10)?.multiplier).toBe(0);
  });

  it('makes no substitutions under Bench Boost', () => {
    const boosted = picks().map((p) => ({ ...p, multiplier: p.position > 11 ? 1 : p.multiplier }));
    expect(applyAutoSubs(boosted, played(3), 'bboost').subs).toEqual([]);
  });
});

describe('scorePicks', () => {
  it('sums points times multipliers and reports the bench', () => {
    const points = (id: number) => id;
    const score = scorePicks(picks(10), points);
    // Starters 1..11 sum to 66, captain 10 counts twice: 76; bench 12+13+14+15 = 54.
    expect(score).toEqual({ points: 76, bench: 54 });
  });
});

describe('chooseLineup', () => {
  it('fields the best legal eleven with captain and vice the two best rated', () => {
    const squad = TYPES.map((type, i) => ({ element: i + 1, type }));
    // Rate the forwards highest: a 3-4-3 or 3-5-2 would need fewer defenders; the minimum of 3 holds.
    const rating = (id: number) => ({ 10: 9, 11: 8, 15: 7, 2: 1, 3: 1, 4: 1, 5: 1, 13: 1 })[id] ?? 3;
    const lineup = chooseLineup(squad, rating, '3xc');
    const xi = lineup.filter((p) => p.position <= 11);
    expect(xi.filter((p) => p.element_type === 2)).toHaveLength(3);
    expect(
      xi
        .filter((p) => p.element_type === 4)
        .map((p) => p.element)
        .sort(),
    ).toEqual([10, 11, 15]);
    expect(lineup.find((p) => p.is_captain)).toMatchObject({ element: 10, multiplier: 3 });
    expect(lineup.find((p) => p.is_vice_captain)?.element).toBe(11);
    expect(lineup[11]?.element_type).toBe(1);
  });
});
