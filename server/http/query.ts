import { ERROR_CODES } from '@contracts/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Parses a query string object with its contract. Failure is a 400 `bad_request` naming the first
 * bad parameter, e.g. "mode: must be one of balanced, attacking, defensive".
 */
export function parseQuery<T>(schema: z.ZodType<T>, query: unknown): T {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join('.') || 'query';
  throw new ApiError(400, ERROR_CODES.badRequest, `${name}: ${issue?.message ?? 'invalid value'}`);
}
