import { describe, expect, it } from 'vitest';
import { CURRENT, seasonOptions } from './seasons';

describe('seasonOptions', () => {
  it('puts the projected season first, then the seasons before it newest first', () => {
    expect(seasonOptions('2025-26', ['2023-24', '2025-26', '2024-25'])).toEqual([
      { value: CURRENT, label: '2025-26 (Projected)' },
      { value: '2024-25', label: '2024-25' },
      { value: '2023-24', label: '2023-24' },
    ]);
  });

  it('without the share answer takes the newest listed season as the live one, and names no season of its own', () => {
    expect(seasonOptions(null, ['2024-25', '2025-26']).map((o) => o.label)).toEqual([
      'Current season (Projected)',
      '2024-25',
    ]);
    expect(seasonOptions(null, undefined)).toEqual([{ value: CURRENT, label: 'Current season (Projected)' }]);
  });
});
