/** Shown wherever a value is unknown, so a missing number never reads as a real one. */
export const PLACEHOLDER = '—';

const isKnown = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * A cost held in tenths of a million, shown in millions with one decimal: 85 -> "£8.5m",
 * -3 -> "-£0.3m". Unknown costs show the placeholder.
 */
export function formatCost(tenths: number | null | undefined): string {
  if (!isKnown(tenths)) return PLACEHOLDER;
  const sign = tenths < 0 ? '-' : '';
  return `${sign}£${(Math.abs(tenths) / 10).toFixed(1)}m`;
}

const integerFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/**
 * A number with thousands separators: 1234567 -> "1,234,567". With `decimals`, exactly that many
 * decimals are shown (2 -> "1.50"); without, it is rounded to a whole number.
 */
export function formatNumber(n: number | null | undefined, decimals?: number): string {
  if (!isKnown(n)) return PLACEHOLDER;
  if (decimals === undefined) return integerFormat.format(n);
  return decimalFormat(decimals).format(n);
}

// A formatter is costly to build (about a millisecond on a slow phone) and tables format hundreds
// of cells: one per number of decimals, built on first use.
const decimalFormats = new Map<number, Intl.NumberFormat>();
function decimalFormat(decimals: number): Intl.NumberFormat {
  let format = decimalFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    decimalFormats.set(decimals, format);
  }
  return format;
}

/** A value already in percent units: 12.345 -> "12.3%". Fractions must be multiplied by 100 first. */
export function formatPercent(percent: number | null | undefined, decimals = 1): string {
  if (!isKnown(percent)) return PLACEHOLDER;
  return `${percent.toFixed(decimals)}%`;
}

const relativeFormat = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago `iso` was, relative to `now`: "just now" under 45 seconds, then "5 minutes ago",
 * "2 hours ago", "yesterday", "3 days ago". An unparsable time shows the placeholder.
 */
export function formatRelativeTime(iso: string, now: Date): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return PLACEHOLDER;
  const seconds = Math.round((then - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return relativeFormat.format(seconds < 0 ? -1 : 1, 'minute');
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

// As for numbers: one formatter per style and time zone, built on first use.
const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** `iso` in the en-GB style given; an unparsable time shows the placeholder. */
function formatInstant(iso: string, style: Intl.DateTimeFormatOptions, timeZone: string | undefined): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return PLACEHOLDER;
  const key = `${JSON.stringify(style)}/${timeZone ?? ''}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...style, timeZone });
    instantFormats.set(key, format);
  }
  return format.format(then);
}

/** A calendar date, e.g. "21 Jul 2025"; `timeZone` defaults to the browser's. */
export function formatDate(iso: string, timeZone?: string): string {
  return formatInstant(iso, DATE, timeZone);
}

/** An exact date and time, e.g. "3 Mar 2025, 14:05"; `timeZone` defaults to the browser's. */
export function formatDateTime(iso: string, timeZone?: string): string {
  return formatInstant(iso, DATE_TIME, timeZone);
}
