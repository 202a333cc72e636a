/** Conditions on the kick-off time and the gameweek, in UK time. */
import { LAST_GAMEWEEK } from '@contracts/game/season';

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The last Sunday of a month (0-based), 01:00 UTC: when UK summer time starts (March) or ends (October). */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** UK local time as a UTC-based Date: British Summer Time (UTC+1) from the last Sunday of March to the last Sunday of October. */
export function ukTime(kickoffMs: number): Date {
  const year = new Date(kickoffMs).getUTCFullYear();
  const summer = kickoffMs >= lastSundayOneAm(year, 2) && kickoffMs < lastSundayOneAm(year, 9);
  return new Date(kickoffMs + (summer ? HOUR_MS : 0));
}

/** Early: before 13:00 UK (the 12:30 slot). */
export function isEarlyKickoff(kickoffMs: number): boolean {
  return ukTime(kickoffMs).getUTCHours() < 13;
}

/** Late: 17:00 UK or later. */
export function isLateKickoff(kickoffMs: number): boolean {
  return ukTime(kickoffMs).getUTCHours() >= 17;
}

/** Tuesday, Wednesday or Thursday in the UK (Monday and Friday matches close or open a weekend round). */
export function isMidweek(kickoffMs: number): boolean {
  const day = ukTime(kickoffMs).getUTCDay();
  return day >= 2 && day <= 4;
}

/** The season's last two gameweeks. */
export function isSeasonFinale(gameweek: number, lastGameweek = LAST_GAMEWEEK): boolean {
  return gameweek >= lastGameweek - 1;
}
