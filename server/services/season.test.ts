import { describe, expect, it } from 'vitest';
import { currentGameweek, seasonLabel } from './season';

const event = (id: number, deadline: string, finished: boolean, isCurrent = false) => ({
  id,
  deadline_time: deadline,
  finished,
  is_current: isCurrent,
});

describe('seasonLabel', () => {
  it('labels the season from the first deadline year', () => {
    expect(
      seasonLabel([event(2, '2025-08-22T17:30:00Z', false), event(1, '2025-08-15T17:30:00Z', false)]),
    ).toBe('2025-26');
    expect(seasonLabel([event(1, '2099-08-15T17:30:00Z', false)])).toBe('2099-00');
    expect(seasonLabel([event(1, '2008-08-16T11:00:00Z', false)])).toBe('2008-09');
  });

  it('is null without events or with an unreadable deadline', () => {
    expect(seasonLabel([])).toBeNull();
    expect(seasonLabel([event(1, 'soon', false)])).toBeNull();
  });
});

describe('currentGameweek', () => {
  it('is the event flagged current', () => {
    expect(currentGameweek([event(1, '', true), event(2, '', false, true), event(3, '', false)])).toBe(2);
  });

  it('falls back to the first unfinished event once the season has started', () => {
    expect(currentGameweek([event(3, '', false), event(1, '', true), event(2, '', false)])).toBe(2);
  });

  it('is null before the season (nothing current, nothing finished)', () => {
    expect(currentGameweek([event(1, '', false), event(2, '', false)])).toBeNull();
  });
});
