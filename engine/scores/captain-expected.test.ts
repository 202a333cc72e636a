import { describe, expect, it } from 'vitest';
import { CAPTAIN_XP_REFERENCE, captainScoreFromExpected, expectedCaptainScore } from './captain-expected';
import { testPlayer } from './test-player';

describe('captain score from expected points', () => {
  it('scores the reference 8.5 (Essential), nothing below 0 or above 10, in the order of the points', () => {
    expect(captainScoreFromExpected(CAPTAIN_XP_REFERENCE)).toBe(8.5);
    expect(captainScoreFromExpected(0)).toBe(0);
    expect(captainScoreFromExpected(-1)).toBe(0);
    expect(captainScoreFromExpected(40)).toBe(10);
    const points = [0.5, 1.9, 3, 4.2, 5.8, 7];
    const scores = points.map(captainScoreFromExpected);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
  });

  it('keeps the parts as reasons while the band and differential flag follow the expected points', () => {
    const player = testPlayer({
      elementType: 4,
      form: 9,
      pointsPerGame: 7,
      minutes: 2000,
      selectedByPercent: 2,
    });
    const low = expectedCaptainScore({ player, nextFixtures: [], expectedPoints: 1 });
    expect(low.parts.form.value).toBe(10); // 9 x 2.2 capped at 10
    expect(low).toMatchObject({ recommendation: 'avoid', isDifferential: false, expectedPoints: 1 });
    const high = expectedCaptainScore({ player, nextFixtures: [], expectedPoints: 6 });
    expect(high).toMatchObject({ score: 10, recommendation: 'essential', isDifferential: true });
  });
});
