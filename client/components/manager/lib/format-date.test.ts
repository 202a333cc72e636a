import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows day, short month and year', () => {
    expect(formatDate('2025-07-21T18:15:28.660394Z', 'UTC')).toBe('21 Jul 2025');
  });
  it('shows the placeholder for an unparsable date', () => {
    expect(formatDate('soon', 'UTC')).toBe('—');
  });
});
