/**
 * UK wall-clock times to UTC. Europe/London is UTC+1 (BST) from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October, UTC+0 otherwise: a Saturday 15:00 kickoff is
 * 14:00Z in August and 15:00Z in December. Computed here rather than through Intl so the output
 * does not depend on the ICU data of the machine that generates it.
 */
const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** 01:00 UTC on the last Sunday of the month (0-based month). */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const back = lastDay.getUTCDay(); // 0 = Sunday
  return Date.UTC(year, month, lastDay.getUTCDate() - back, 1);
}

/** True when the instant falls in British Summer Time. */
export function isBst(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  return utcMs >= lastSundayOneAm(year, 2) && utcMs < lastSundayOneAm(year, 9);
}

/** `date` is YYYY-MM-DD, `time` HH:MM, both UK local; returns epoch milliseconds. */
export function ukToUtc(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // Kickoffs are never in the 01:00-02:00 changeover hour, so testing the shifted instant is exact.
  return isBst(asUtc - HOUR) ? asUtc - HOUR : asUtc;
}

/** YYYY-MM-DD of a UTC day offset from `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "22 Nov" style day labels used in injury and suspension news. */
export function newsDate(ms: number): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')} ${months[d.getUTCMonth()]}`;
}
