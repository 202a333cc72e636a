import { describe, expect, it } from 'vitest';
import { formatContribution, formatMultiplier, formatScore, seasonSpan } from './format';

describe('score formatting', () => {
  it('shows scores with 1 decimal, contributions with 2 and multipliers with a times sign', () => {
    expect(formatScore(7)).toBe('7.0');
    expect(formatScore(6.45)).toBe('6.5');
    expect(formatContribution(0.004)).toBe('0.00');
    expect(formatContribution(1.197279)).toBe('1.20');
    expect(formatMultiplier(1.0412)).toBe('×1.04');
  });

  it('names the span of seasons used', () => {
    expect(seasonSpan([])).toBeNull();
    expect(seasonSpan(['2024-25'])).toBe('2024-25');
    expect(seasonSpan(['2022-23', '2023-24', '2024-25'])).toBe('2022-23 to 2024-25');
  });
});
