import { describe, expect, it } from 'vitest';
import { pastSeasons, seasonLabelFromEvents } from './season';

describe('season labels', () => {
  it('names the live season from the first deadline year', () => {
    const events = [
      { id: 2, deadline_time: '2026-08-22T10:00:00Z' },
      { id: 1, deadline_time: '2026-08-15T17:30:00Z' },
    ];
    expect(seasonLabelFromEvents(events)).toBe('2026-27');
    expect(seasonLabelFromEvents([{ id: 1, deadline_time: '2099-08-15T17:30:00Z' }])).toBe('2099-00');
    expect(seasonLabelFromEvents([])).toBeNull();
    expect(seasonLabelFromEvents([{ id: 1, deadline_time: 'soon' }])).toBeNull();
  });

  it('offers the earlier seasons newest first', () => {
    expect(pastSeasons(['2025-26', '2023-24', '2024-25'], '2025-26')).toEqual(['2024-25', '2023-24']);
    expect(pastSeasons(undefined, '2025-26')).toEqual([]);
    expect(pastSeasons(['2024-25'], null)).toEqual(['2024-25']);
  });
});
