import { z } from 'zod';

/** Every API error body: `{ error: code, message: text }` (DEVELOPERS.md, "Bad input"). */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export { ERROR_CODES, type ErrorCode } from './error-codes';
