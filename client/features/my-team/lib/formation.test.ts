import { describe, expect, it } from 'vitest';
import { formation } from './formation';

describe('formation', () => {
  it('counts defenders, midfielders and forwards of the XI', () => {
    // GK, 4 DEF, 3 MID, 3 FWD: the XI of manager 25029 in GW1 of 2025-26.
    expect(formation([1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4])).toBe('4-3-3');
    expect(formation([1, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4])).toBe('3-5-2');
    expect(formation([1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4])).toBe('5-4-1');
  });
  it('shows zeros rather than inventing players when a line is empty', () => {
    expect(formation([1, 2, 2, 2, 3, 3, 3, 3, 3])).toBe('3-5-0');
  });
});
