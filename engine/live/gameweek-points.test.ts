import { describe, expect, it } from 'vitest';
import { liveGameweek } from './gameweek-points';
import { absent, pending, squad, week } from './testing/squad';

const subs = (r: ReturnType<typeof liveGameweek>) => r.automaticSubs.map((s) => [s.elementIn, s.elementOut]);
const multiplierOf = (r: ReturnType<typeof liveGameweek>, element: number) =>
  r.picks.find((p) => p.element === element)?.multiplier;

describe('liveGameweek', () => {
  it('counts the eleven once and the captain twice, the bench not at all', () => {
    const r = liveGameweek(squad(), week({ 10: { points: 10 } }), null);
    expect(r.points).toBe(9 * 2 + 10 * 2 + 2);
    expect(subs(r)).toEqual([]);
    expect(multiplierOf(r, 12)).toBe(0);
  });

  it('replaces an absent starter by the first substitute in bench order who played', () => {
    const r = liveGameweek(squad(), week({ 7: absent, 13: { points: 6 } }), null);
    expect(subs(r)).toEqual([[13, 7]]);
    expect(r.points).toBe(9 * 2 + 2 * 2 + 6);
    expect(r.picks.find((p) => p.element === 13)?.position).toBe(7);
    expect(r.picks.find((p) => p.element === 7)?.position).toBe(13);
  });

  it('skips a substitute who did not play and takes the next', () => {
    const r = liveGameweek(squad(), week({ 7: absent, 13: absent }), null);
    expect(subs(r)).toEqual([[14, 7]]);
  });

  it('keeps a valid formation: with three defenders left, an absent defender needs a defender', () => {
    // 3-5-2: defenders 2, 3, 4 start; 5 is on the bench first.
    const team = squad([1, 2, 3, 4, 6, 7, 8, 9, 14, 10, 11, 12, 15, 5, 13]);
    const r = liveGameweek(team, week({ 2: absent }), null);
    expect(subs(r)).toEqual([[5, 2]]);
  });

  it('replaces a goalkeeper only by the substitute goalkeeper, and never an outfield player by him', () => {
    expect(subs(liveGameweek(squad(), week({ 1: absent }), null))).toEqual([[12, 1]]);
    expect(subs(liveGameweek(squad(), week({ 1: absent, 12: absent }), null))).toEqual([]);
    expect(
      subs(liveGameweek(squad(), week({ 7: absent, 13: absent, 14: absent, 15: absent }), null)),
    ).toEqual([]);
  });

  it('makes no substitution yet while the first fitting substitute has still to play', () => {
    const r = liveGameweek(squad(), week({ 7: absent, 13: pending }), null);
    expect(subs(r)).toEqual([]);
    expect(r.points).toBe(9 * 2 + 2 * 2);
  });

  it('never replaces a starter whose match is still to be played', () => {
    expect(subs(liveGameweek(squad(), week({ 7: pending }), null))).toEqual([]);
  });

  it('treats a starter whose club has no match this gameweek (a blank) like any absent starter', () => {
    const blank = { minutes: 0, points: 0, appearance: 'absent' as const };
    expect(subs(liveGameweek(squad(), week({ 9: blank, 11: blank }), null))).toEqual([
      [13, 9],
      [14, 11],
    ]);
  });

  it('passes the armband to the vice-captain when the captain is absent', () => {
    const r = liveGameweek(squad(), week({ 10: absent, 6: { points: 5 }, 13: absent, 14: absent }), null);
    expect(subs(r)).toEqual([[15, 10]]);
    expect(multiplierOf(r, 6)).toBe(2);
    // Nine starters at 2, the forward who came on at 2, the vice-captain 5 twice.
    expect(r.points).toBe(9 * 2 + 2 + 5 * 2);
  });

  it('multiplies nobody when captain and vice-captain are both absent', () => {
    const r = liveGameweek(
      squad(),
      week({ 10: absent, 6: absent, 13: absent, 14: absent, 15: absent }),
      null,
    );
    expect(r.picks.filter((p) => p.multiplier > 1)).toEqual([]);
    expect(r.points).toBe(9 * 2);
  });

  it('keeps the armband on a captain who has still to play', () => {
    const r = liveGameweek(squad(), week({ 10: pending }), null);
    expect(multiplierOf(r, 10)).toBe(2);
    expect(multiplierOf(r, 6)).toBe(1);
  });

  it('trebles the captain with Triple Captain', () => {
    expect(liveGameweek(squad(), week({ 10: { points: 7 } }), '3xc').points).toBe(10 * 2 + 7 * 3);
  });

  it('counts all fifteen with Bench Boost, and substitutions change no points', () => {
    const r = liveGameweek(squad(), week({ 7: absent, 13: { points: 6 } }), 'bboost');
    expect(r.points).toBe(12 * 2 + 2 * 2 + 6);
    expect(r.picks.every((p) => p.multiplier >= 1)).toBe(true);
  });

  it('scores Wildcard and Free Hit weeks like any other', () => {
    for (const chip of ['wildcard', 'freehit']) expect(liveGameweek(squad(), week(), chip).points).toBe(24);
  });

  it('counts a sent-off or own-goal starter who played, negative points and all', () => {
    // A red card (-3) after 20 minutes: 1 for playing, -3; an own goal: 2 for 90 minutes, -2.
    const r = liveGameweek(squad(), week({ 3: { minutes: 20, points: -2 }, 4: { points: 0 } }), null);
    expect(subs(r)).toEqual([]);
    expect(r.points).toBe(8 * 2 + 2 * 2 - 2 + 0);
  });

  it('adds provisional bonus and says so while it can change', () => {
    const r = liveGameweek(
      squad(),
      week({ 8: { points: 5, provisionalBonus: 3, bonusProvisional: true } }),
      null,
    );
    expect(r.points).toBe(24 + 6);
    expect(r.bonusProvisional).toBe(true);
    expect(r.picks.find((p) => p.element === 8)).toMatchObject({ points: 8, bonus: 3 });
    expect(liveGameweek(squad(), week({ 8: { officialBonus: 2, points: 4 } }), null).bonusProvisional).toBe(
      false,
    );
  });

  it("takes the game's substitutions as made once it lists them, and makes no more", () => {
    // The game swapped 13 for 7 at the end of the gameweek: the picks show 13 in the team.
    const after = squad([1, 2, 3, 4, 5, 6, 13, 8, 9, 10, 11, 12, 7, 14, 15]);
    const r = liveGameweek(after, week({ 7: absent, 13: { points: 6 } }), null, [
      { elementIn: 13, elementOut: 7 },
    ]);
    expect(subs(r)).toEqual([[13, 7]]);
    expect(r.points).toBe(9 * 2 + 2 * 2 + 6);
    expect(r.picks.find((p) => p.element === 13)?.position).toBe(7);
  });
});
