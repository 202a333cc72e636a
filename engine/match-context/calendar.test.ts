import { describe, expect, it } from 'vitest';
import { isEarlyKickoff, isLateKickoff, isMidweek, isSeasonFinale, ukTime } from './calendar';

const at = (iso: string) => Date.parse(iso);

describe('UK kick-off time', () => {
  it('adds an hour in summer time and none in winter', () => {
    expect(ukTime(at('2025-08-16T11:30:00Z')).getUTCHours()).toBe(12);
    expect(ukTime(at('2025-12-20T12:30:00Z')).getUTCHours()).toBe(12);
  });

  it('switches on the last Sundays of March and October at 01:00 UTC', () => {
    // 2026: summer time from Sunday 29 March, back on Sunday 25 October.
    expect(ukTime(at('2026-03-29T00:59:00Z')).getUTCHours()).toBe(0);
    expect(ukTime(at('2026-03-29T01:00:00Z')).getUTCHours()).toBe(2);
    expect(ukTime(at('2026-10-25T00:30:00Z')).getUTCHours()).toBe(1);
    expect(ukTime(at('2026-10-25T01:00:00Z')).getUTCHours()).toBe(1);
  });

  it('calls the 12:30 slot early and the 17:30 slot late, 15:00 neither', () => {
    expect(isEarlyKickoff(at('2025-08-16T11:30:00Z'))).toBe(true); // 12:30 BST
    expect(isEarlyKickoff(at('2025-12-20T12:30:00Z'))).toBe(true); // 12:30 GMT
    expect(isEarlyKickoff(at('2025-12-20T13:00:00Z'))).toBe(false); // 13:00 GMT
    expect(isLateKickoff(at('2025-08-16T16:30:00Z'))).toBe(true); // 17:30 BST
    expect(isLateKickoff(at('2025-08-16T15:00:00Z'))).toBe(false); // 16:00 BST
    expect(isLateKickoff(at('2025-12-20T16:59:00Z'))).toBe(false);
  });

  it('calls Tuesday to Thursday midweek, by the UK date', () => {
    expect(isMidweek(at('2025-12-02T19:30:00Z'))).toBe(true); // Tuesday
    expect(isMidweek(at('2025-12-04T20:00:00Z'))).toBe(true); // Thursday
    expect(isMidweek(at('2025-12-01T20:00:00Z'))).toBe(false); // Monday
    expect(isMidweek(at('2025-12-06T15:00:00Z'))).toBe(false); // Saturday
  });

  it('marks gameweeks 37 and 38 as the finale', () => {
    expect([36, 37, 38].map((gw) => isSeasonFinale(gw))).toEqual([false, true, true]);
  });
});
