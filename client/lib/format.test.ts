import { describe, expect, it } from 'vitest';
import {
  formatCost,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  PLACEHOLDER,
} from './format';

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
  it('shows the exact date and time in the given time zone', () => {
    expect(formatDateTime('2025-03-03T14:05:00Z', 'UTC')).toBe('3 Mar 2025, 14:05');
    expect(formatDateTime('2025-07-01T14:05:00Z', 'Europe/London')).toBe('1 Jul 2025, 15:05');
  });
});
