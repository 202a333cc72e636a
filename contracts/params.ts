import { z } from 'zod';
import { LAST_GAMEWEEK } from './game/season';

/**
 * Path parameters are validated before any upstream URL or file path is built.
 * Only plain decimal digits are accepted ("1e9", "-1", "0x10", "../x" and " 1" are rejected),
 * then the number must lie in range. Ids are Postgres int4 sized.
 */
export const MAX_ID = 2_147_483_647;

export function positiveIntParam(label: string, max: number) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, `${label} must be a positive whole number`)
    .transform(Number)
    .refine((n) => n <= max, `${label} must be at most ${max}`);
}

export const managerIdParam = positiveIntParam('Manager ID', MAX_ID);
export const leagueIdParam = positiveIntParam('League ID', MAX_ID);
export const playerIdParam = positiveIntParam('Player ID', MAX_ID);
export const gameweekParam = positiveIntParam('Gameweek', LAST_GAMEWEEK);

/** Season labels as used by the app and the vaastav data: `2024-25`. */
export const seasonParam = z
  .string()
  .regex(/^(20\d\d)-(\d\d)$/, 'Season must look like 2024-25')
  .refine(
    (s) => (Number(s.slice(2, 4)) + 1) % 100 === Number(s.slice(5, 7)),
    'Season years must be consecutive',
  );

/** True when `n` is an id that is safe to put in an upstream path (defence in depth). */
export function isSafeId(n: number, max = MAX_ID): boolean {
  return Number.isSafeInteger(n) && n > 0 && n <= max;
}
