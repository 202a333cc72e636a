import { describe, expect, it } from 'vitest';
import { chipName } from './chips';

describe('chipName', () => {
  it('names the official chips', () => {
    expect(['wildcard', 'freehit', 'bboost', '3xc'].map(chipName)).toEqual([
      'Wildcard',
      'Free Hit',
      'Bench Boost',
      'Triple Captain',
    ]);
  });
  it('shows an unknown code as it is', () => {
    expect(chipName('newchip')).toBe('newchip');
  });
});
