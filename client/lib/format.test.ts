import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  formatCost,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatUkDayMonth,
  PLACEHOLDER,
} from './format';
import { seededRandom } from '@/test/seeded-random';

describe('formatCost', () => {
  it('shows tenths of a million as pounds with one decimal', () => {
    expect(formatCost(85)).toBe('£8.5m');
    expect(formatCost(100)).toBe('£10.0m');
    expect(formatCost(39)).toBe('£3.9m');
    expect(formatCost(0)).toBe('£0.0m');
  });

  it('puts the sign before the pound sign', () => {
    expect(formatCost(-3)).toBe('-£0.3m');
  });

  it('shows the placeholder for an unknown cost', () => {
    expect(formatCost(null)).toBe('—');
    expect(formatCost(undefined)).toBe(PLACEHOLDER);
    expect(formatCost(Number.NaN)).toBe(PLACEHOLDER);
  });
});

describe('formatNumber and formatPercent', () => {
  it('groups thousands and rounds to the requested decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(1.5, 2)).toBe('1.50');
    expect(formatNumber(null)).toBe(PLACEHOLDER);
  });

  it('shows percent values with one decimal by default', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(40, 0)).toBe('40%');
    expect(formatPercent(undefined)).toBe(PLACEHOLDER);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-03-03T12:00:00Z');

  it('reads naturally from seconds to days', () => {
    expect(formatRelativeTime('2025-03-03T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-03-03T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelativeTime('2025-03-03T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-03-03T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-03-02T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2025-02-26T12:00:00Z', now)).toBe('5 days ago');
  });

  it('shows the placeholder for an unparsable time', () => {
    expect(formatRelativeTime('not a time', now)).toBe(PLACEHOLDER);
  });
});

describe('formatDate', () => {
  it('shows day, short month and year', () => {
    expect(formatDate('2025-07-21T18:15:28.660394Z', 'UTC')).toBe('21 Jul 2025');
  });
  it('shows the placeholder for an unparsable date', () => {
    expect(formatDate('soon', 'UTC')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it("shows the exact date and time in UTC or in the browser's time zone", () => {
    expect(formatDateTime('2025-03-03T14:05:00Z', 'UTC')).toBe('3 Mar 2025, 14:05');
    expect(formatDateTime('2025-09-01T07:09:00Z', 'UTC')).toBe('1 Sept 2025, 07:09');
    const local = new Date('2025-07-01T14:05:00Z');
    expect(formatDateTime('2025-07-01T14:05:00Z')).toBe(
      `${local.getDate()} Jul 2025, ${String(local.getHours()).padStart(2, '0')}:05`,
    );
  });
});

// The formats are written out rather than built with Intl (its first use costs a phone about 75 ms);
// here they are checked against Intl's own en-GB output on many values.
describe('the written-out formats say what Intl en-GB says', () => {
  it('formats numbers like Intl.NumberFormat, halves, signs and zero included', () => {
    const next = seededRandom(16);
    const values = [
      0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 1.045, -0.04, -0.4, 999.5, 999999.5, 1e15, -1234567.891,
    ];
    for (let i = 0; i < 3000; i++) {
      const magnitude = 10 ** Math.floor(next() * 10 - 3);
      const value = (next() - 0.3) * magnitude;
      values.push(value, Math.round(value * 1000) / 1000, Math.round(value * 2) / 2);
    }
    for (const decimals of [undefined, 0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('en-GB', {
        minimumFractionDigits: decimals ?? 0,
        maximumFractionDigits: decimals ?? 0,
      });
      for (const value of values) {
        expect({ value, decimals, text: formatNumber(value, decimals) }).toEqual({
          value,
          decimals,
          text: intl.format(value),
        });
      }
    }
  });

  it('words relative times like Intl.RelativeTimeFormat with numeric auto', () => {
    const intl = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
    const now = new Date('2025-03-03T12:00:00Z');
    const cases: [number, 'day' | 'hour' | 'minute', number][] = [];
    for (let n = 1; n <= 59; n++) cases.push([n * 60, 'minute', n]);
    for (let n = 1; n <= 23; n++) cases.push([n * 3600, 'hour', n]);
    for (let n = 1; n <= 1200; n++) cases.push([n * 86_400, 'day', n]);
    for (const [seconds, unit, n] of cases) {
      for (const sign of [-1, 1]) {
        const iso = new Date(now.getTime() + sign * seconds * 1000).toISOString();
        expect({ iso, text: formatRelativeTime(iso, now) }).toEqual({
          iso,
          text: intl.format(sign * n, unit),
        });
      }
    }
  });

  it('writes dates and times like Intl.DateTimeFormat, in UTC and in the local time zone', () => {
    // A local zone with a half-hour offset and summer time, so local and UTC days and hours differ.
    vi.stubEnv('TZ', 'Australia/Adelaide');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    expect(new Date('2025-01-01T00:00:00Z').getHours()).toBe(10);
    const next = seededRandom(26);
    const utcDate = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const utcDateTime = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const localDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    const localDateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    for (let i = 0; i < 2000; i++) {
      const iso = new Date(Date.UTC(2000, 0, 1) + next() * 40 * 365 * 86_400_000).toISOString();
      expect([iso, formatDate(iso, 'UTC'), formatDateTime(iso, 'UTC')]).toEqual([
        iso,
        utcDate.format(new Date(iso)),
        utcDateTime.format(new Date(iso)),
      ]);
      expect([iso, formatDate(iso), formatDateTime(iso)]).toEqual([
        iso,
        localDate.format(new Date(iso)),
        localDateTime.format(new Date(iso)),
      ]);
    }
  });

  it('writes a day on UK clocks like Intl.DateTimeFormat in Europe/London, across the clock changes', () => {
    const london = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      timeZone: 'Europe/London',
    });
    const next = seededRandom(36);
    const instants = [
      Date.parse('2025-03-30T00:59:00Z'),
      Date.parse('2025-03-30T01:00:00Z'),
      Date.parse('2025-10-26T00:59:00Z'),
      Date.parse('2025-10-26T01:00:00Z'),
    ];
    for (let i = 0; i < 4000; i++)
      instants.push(Date.UTC(2000, 0, 1) + Math.floor(next() * 40 * 365 * 96) * 900_000);
    for (const ms of instants) {
      const iso = new Date(ms).toISOString();
      expect([iso, formatUkDayMonth(iso)]).toEqual([iso, london.format(ms)]);
    }
    expect(formatUkDayMonth('2025-08-16T23:30:00Z')).toBe('17/08');
    expect(formatUkDayMonth('2025-12-16T23:30:00Z')).toBe('16/12');
  });
});
