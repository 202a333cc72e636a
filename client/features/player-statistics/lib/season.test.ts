import { describe, expect, it } from 'vitest';
import { pastSeasons } from './season';

describe('season labels', () => {
  it('offers the earlier seasons newest first', () => {
    expect(pastSeasons(['2025-26', '2023-24', '2024-25'], '2025-26')).toEqual(['2024-25', '2023-24']);
    expect(pastSeasons(undefined, '2025-26')).toEqual([]);
    expect(pastSeasons(['2024-25'], null)).toEqual(['2024-25']);
  });
});
