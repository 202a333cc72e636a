import { describe, expect, it } from 'vitest';
import { scoreWeek } from './score';
import type { ElementType } from './types';

// Ids by position: 1-2 goalkeepers, 10-14 defenders, 20-24 midfielders, 30-32 forwards.
const typeOf = (id: number): ElementType => (id < 10 ? 1 : id < 20 ? 2 : id < 30 ? 3 : 4);
const pick = {
  xi: [1, 10, 11, 12, 20, 21, 22, 23, 24, 30, 31],
  bench: [2, 32, 13, 14],
  captain: 24,
  viceCaptain: 31,
  hits: 0,
};

describe('a gameweek scored as the game scores it', () => {
  it('counts the XI, the captain twice, and hits at 4 points', () => {
    const played = (id: number) => ({ points: id === 24 ? 10 : 2, minutes: 90 });
    // Ten players at 2, the captain's 10 twice.
    expect(scoreWeek(pick, typeOf, played)).toBe(10 * 2 + 2 * 10);
    expect(scoreWeek({ ...pick, hits: 2 }, typeOf, played)).toBe(40 - 8);
  });

  it('brings on the first bench player who played and keeps the formation; the vice captains', () => {
    // Defender 12 and the captain 24 did not play; forward 32 did not either.
    const out = new Set([12, 24, 32]);
    const played = (id: number) => ({ points: out.has(id) ? 0 : id, minutes: out.has(id) ? 0 : 90 });
    // 12 (3 defenders are the minimum) can only be replaced by defender 13; 24 by the next, 14.
    const xi = [1, 10, 11, 13, 20, 21, 22, 23, 14, 30, 31];
    expect(scoreWeek(pick, typeOf, played)).toBe(xi.reduce((a, id) => a + id, 0) + 31);
  });

  it('counts the bench with Bench Boost and the captain three times with Triple Captain', () => {
    // The captain 24 did not play: with Triple Captain the vice 31 counts three times.
    const played = (id: number) => ({ points: id === 24 ? 0 : 2, minutes: id === 24 ? 0 : 90 });
    expect(scoreWeek({ ...pick, chip: '3xc' }, typeOf, played)).toBe(10 * 2 + 2 + 2 * 2);
    // Bench Boost: 14 players at 2 and no substitute for the captain, the vice's 2 twice.
    expect(scoreWeek({ ...pick, chip: 'bboost' }, typeOf, played)).toBe(14 * 2 + 2);
  });
});
