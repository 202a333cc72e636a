import { describe, expect, it } from 'vitest';
import {
  fixtureEase,
  formPart,
  injuryPenalty,
  minutesPart,
  momentumPart,
  positionFactor,
  roundScore,
} from './parts';

describe('shared score parts', () => {
  it('form x factor, capped at 10 and never below 0', () => {
    expect(formPart(3, 2.5)).toBe(7.5);
    expect(formPart(4.4, 2.5)).toBe(10);
    expect(formPart(-0.5, 2.2)).toBe(0);
  });

  it('minutes / 600 x 4, capped at 8', () => {
    expect(minutesPart(450)).toBe(3); // 450 / 600 x 4
    expect(minutesPart(1200)).toBe(8);
    expect(minutesPart(3000)).toBe(8);
  });

  it('momentum: 5 at the season rate, 2.5 per point of form above or below it', () => {
    expect(momentumPart(5, 5)).toBe(5);
    expect(momentumPart(6, 5)).toBe(7.5);
    expect(momentumPart(3.8, 5)).toBeCloseTo(2, 10); // 5 + 2.5 x -1.2
    expect(momentumPart(9, 5)).toBe(10);
    expect(momentumPart(0, 5)).toBe(0);
  });

  it('fixture ease: (6 - difficulty) x 2', () => {
    expect([1, 2, 3, 4, 5].map(fixtureEase)).toEqual([10, 8, 6, 4, 2]);
    expect(fixtureEase(0.7)).toBe(10);
  });

  it.each([
    [null, 'a', 0],
    [null, '', 0],
    [100, 'a', 0],
    [75, 'd', 0.75],
    [50, 'd', 1.5],
    [25, 'i', 2.25],
    [0, 'i', 3],
    [null, 'd', 1.5],
    [null, 'i', 3],
    [null, 's', 3],
    [null, 'u', 3],
  ] as const)('injury penalty for chance %s and status %s is %s', (chance, status, penalty) => {
    expect(injuryPenalty(chance, status)).toBeCloseTo(penalty, 10);
  });

  it('rounds scores to 1 decimal', () => {
    expect(roundScore(7.7811735)).toBe(7.8);
    expect(roundScore(5.96)).toBe(6);
  });

  it('refuses element types that are not player positions', () => {
    expect(positionFactor([0.1, 0.3, 0.8, 1.2], 4)).toBe(1.2);
    expect(() => positionFactor([0.1, 0.3, 0.8, 1.2], 5)).toThrow(RangeError);
    expect(() => positionFactor([0.1, 0.3, 0.8, 1.2], 0)).toThrow(RangeError);
  });
});
