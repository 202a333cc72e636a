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

/*
 * Numbers, relative times and dates are written out here for en-GB rather than with Intl: the first
 * Intl formatter a page builds loads the browser's locale data, about 75 ms of main thread on a
 * mid-range phone (measured with 4x CPU slowdown in Chromium), on every route's first load.
 * format.test.ts checks these against Intl's en-GB output.
 */

/** "1234567" -> "1,234,567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** "1299" + 1 -> "1300": a digit string plus one, carrying. */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String(Number(digits[i]) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * |n| to `decimals` places, rounding its shortest decimal form half away from zero as Intl does
 * (2.15 -> "2.2", where toFixed, rounding the binary value 2.1499..., gives "2.1").
 */
function roundedDigits(abs: number, decimals: number): [whole: string, fraction: string] {
  const text = String(abs);
  // Below 1e-6 the shortest form has an exponent; such a value rounds to zero at these decimals.
  if (text.includes('e')) return [abs.toFixed(0), '0'.repeat(decimals)];
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') digits = plusOne(digits);
  const wholeLength = digits.length - decimals;
  return [digits.slice(0, wholeLength), digits.slice(wholeLength)];
}

/**
 * A number with thousands separators: 1234567 -> "1,234,567". With `decimals`, exactly that many
 * decimals are shown (2 -> "1.50"); without, it is rounded to a whole number. A negative value that
 * rounds to zero keeps its sign ("-0"), as in Intl. Meant for the app's figures (below 1e21).
 */
export function formatNumber(n: number | null | undefined, decimals = 0): string {
  if (!isKnown(n)) return PLACEHOLDER;
  const [whole, fraction] = roundedDigits(Math.abs(n), decimals);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A value already in percent units: 12.345 -> "12.3%". Fractions must be multiplied by 100 first. */
export function formatPercent(percent: number | null | undefined, decimals = 1): string {
  if (!isKnown(percent)) return PLACEHOLDER;
  return `${percent.toFixed(decimals)}%`;
}

type Unit = 'day' | 'hour' | 'minute';
const UNITS: ReadonlyArray<[Unit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** As Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }) words it for these units. */
function relative(count: number, unit: Unit): string {
  if (unit === 'day' && Math.abs(count) === 1) return count < 0 ? 'yesterday' : 'tomorrow';
  const amount = `${formatNumber(Math.abs(count))} ${unit}${Math.abs(count) === 1 ? '' : 's'}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}

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
    if (Math.abs(seconds) >= size) return relative(Math.round(seconds / size), unit);
  }
  return relative(seconds < 0 ? -1 : 1, 'minute');
}

// CLDR's en-GB abbreviations (September is "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** Where a time is read: the browser's own time zone, or UTC for days the server counts in UTC. */
export type TimeZone = 'UTC' | undefined;

interface Parts {
  day: number;
  month: number;
  year: number;
  hours: number;
  minutes: number;
}

function partsOf(iso: string, timeZone: TimeZone): Parts | null {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return null;
  return timeZone === 'UTC'
    ? {
        day: then.getUTCDate(),
        month: then.getUTCMonth(),
        year: then.getUTCFullYear(),
        hours: then.getUTCHours(),
        minutes: then.getUTCMinutes(),
      }
    : {
        day: then.getDate(),
        month: then.getMonth(),
        year: then.getFullYear(),
        hours: then.getHours(),
        minutes: then.getMinutes(),
      };
}

const dayText = (p: Parts) => `${p.day} ${MONTHS[p.month] ?? ''} ${p.year}`;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A calendar date, e.g. "21 Jul 2025"; the browser's time zone unless 'UTC'. Unparsable: the placeholder. */
export function formatDate(iso: string, timeZone?: TimeZone): string {
  const p = partsOf(iso, timeZone);
  return p ? dayText(p) : PLACEHOLDER;
}

/** An exact date and time, e.g. "3 Mar 2025, 14:05"; the browser's time zone unless 'UTC'. */
export function formatDateTime(iso: string, timeZone?: TimeZone): string {
  const p = partsOf(iso, timeZone);
  return p ? `${dayText(p)}, ${twoDigits(p.hours)}:${twoDigits(p.minutes)}` : PLACEHOLDER;
}

/**
 * Minutes UK clocks are ahead of UTC at `ms`: 60 in British Summer Time, from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October (the rule since 1996), otherwise 0.
 */
function ukOffsetMinutes(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const lastSunday = (month: number) => {
    const day = new Date(Date.UTC(year, month + 1, 0, 1));
    day.setUTCDate(day.getUTCDate() - day.getUTCDay());
    return day.getTime();
  };
  return ms >= lastSunday(2) && ms < lastSunday(9) ? 60 : 0;
}

/** A day as "dd/mm" on UK clocks, the league's own calendar: a 23:30 UTC kick-off in August is the next day. */
export function formatUkDayMonth(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return PLACEHOLDER;
  const uk = new Date(ms + ukOffsetMinutes(ms) * 60_000);
  return `${twoDigits(uk.getUTCDate())}/${twoDigits(uk.getUTCMonth() + 1)}`;
}
