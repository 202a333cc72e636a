import { describe, expect, it } from 'vitest';
import { parseUkTime, priceDay, ukWallClock } from './uk-day';

// Fixed instants, so the results cannot depend on the machine's time zone (the capture tests also
// run the whole capture under TZ=America/Los_Angeles, see capture.test.ts).
describe('UK days', () => {
  it.each([
    // winter: UK = UTC
    ['2025-01-14T23:59:00Z', '2025-01-14', 23 * 60 + 59],
    ['2025-01-15T00:00:00Z', '2025-01-15', 0],
    // summer: UK = UTC+1, so 23:30Z is already the next UK day
    ['2025-08-14T23:30:00Z', '2025-08-15', 30],
    ['2025-08-14T22:59:00Z', '2025-08-14', 23 * 60 + 59],
    // spring forward, 30 March 2025: 01:00Z becomes 02:00 BST
    ['2025-03-30T00:59:00Z', '2025-03-30', 59],
    ['2025-03-30T01:00:00Z', '2025-03-30', 120],
    // fall back, 26 October 2025: 01:00Z is 01:00 GMT again
    ['2025-10-26T00:30:00Z', '2025-10-26', 90],
    ['2025-10-26T01:30:00Z', '2025-10-26', 90],
  ])('%s is %s at minute %i in the UK', (instant, date, minutes) => {
    expect(ukWallClock(new Date(instant))).toEqual({ date, minutes });
  });

  it('starts a price day at the capture time, UK time', () => {
    const at3 = parseUkTime('03:00');
    expect(priceDay(new Date('2025-08-15T01:59:00Z'), at3)).toBe('2025-08-14'); // 02:59 BST
    expect(priceDay(new Date('2025-08-15T02:00:00Z'), at3)).toBe('2025-08-15'); // 03:00 BST
    expect(priceDay(new Date('2025-12-01T02:59:00Z'), at3)).toBe('2025-11-30'); // 02:59 GMT
    expect(priceDay(new Date('2025-12-01T03:00:00Z'), at3)).toBe('2025-12-01');
    // across a month and a year boundary
    expect(priceDay(new Date('2026-01-01T00:10:00Z'), at3)).toBe('2025-12-31');
    expect(priceDay(new Date('2025-03-01T00:10:00Z'), at3)).toBe('2025-02-28');
  });

  it('rejects a malformed capture time', () => {
    expect(() => parseUkTime('3:00')).toThrow("expected a UK time as HH:MM, got '3:00'");
    expect(() => parseUkTime('24:00')).toThrow();
    expect(parseUkTime('01:45')).toBe(105);
  });
});
