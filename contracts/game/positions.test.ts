import { describe, expect, it } from 'vitest';
import { isPositionCode, positionCode, positionId } from './positions';

describe('positions', () => {
  it('names the four playing element types as the game does', () => {
    expect([1, 2, 3, 4].map(positionCode)).toEqual(['GKP', 'DEF', 'MID', 'FWD']);
    expect(['GKP', 'DEF', 'MID', 'FWD'].map(positionId)).toEqual([1, 2, 3, 4]);
  });

  it('leaves the 2024-25 assistant managers and unknown values out', () => {
    expect(positionCode(5)).toBeUndefined();
    expect(positionId('AM')).toBeUndefined();
    expect(isPositionCode('AM')).toBe(false);
    expect(isPositionCode('toString')).toBe(false);
  });
});
