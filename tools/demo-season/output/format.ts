/** Value formats of the official payloads (decimals travel as strings, times as UTC ISO). */

/**
 * Ready-made strings for the small non-negative integers that fill match rows: ten seasons of
 * rows format millions of numbers, and a lookup beats converting each one.
 */
const TABLE = 4096;
const INTS = Array.from({ length: TABLE }, (_, i) => String(i));
const TENTHS = Array.from({ length: TABLE }, (_, i) => (i / 10).toFixed(1));
const HUNDREDTHS = Array.from({ length: TABLE }, (_, i) => (i / 100).toFixed(2));
const inTable = (n: number) => n >= 0 && n < TABLE && Number.isInteger(n);

export const intText = (n: number): string => (inTable(n) ? (INTS[n] as string) : String(n));

/** Integer tenths as the official one-decimal string: 57 -> "5.7". */
export const tenthsText = (tenths: number): string =>
  inTable(tenths) ? (TENTHS[tenths] as string) : (tenths / 10).toFixed(1);

/** Integer hundredths as a two-decimal string: 157 -> "1.57". */
export const hundredthsText = (hundredths: number): string =>
  inTable(hundredths) ? (HUNDREDTHS[hundredths] as string) : (hundredths / 100).toFixed(2);

/** A ratio rounded to one decimal as a string, "0.0" when the divisor is zero. */
export function ratioText(value: number, divisor: number): string {
  return divisor > 0 ? (Math.round((value / divisor) * 10) / 10).toFixed(1) : '0.0';
}

/** A per-90 figure as upstream sends it: a number with two decimals, 0 without minutes. */
export function per90(value: number, minutes: number): number {
  return minutes > 0 ? Math.round((value * 90 * 100) / minutes) / 100 : 0;
}

/** Kickoffs and deadlines: 2025-08-16T14:00:00Z. */
export const isoZ = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';

/** Timestamps with microseconds, like `news_added` and `joined_time`: 2025-11-09T18:30:10.123000Z. */
export const isoMicro = (ms: number): string => new Date(ms).toISOString().slice(0, 23) + '000Z';

export const json = (value: unknown): string => JSON.stringify(value);
