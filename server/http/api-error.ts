import { ERROR_CODES, type ErrorCode } from '@contracts/errors';
import type { z } from 'zod';

/** An error whose status, code and message are meant for the API client as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, ERROR_CODES.notFound, message);

/**
 * Parses a path parameter with its contract (e.g. `managerIdParam`), before anything else uses it.
 * Failure is a 400 `invalid_id` carrying the contract's message ("Manager ID must be ...").
 */
export function parseId<T>(schema: z.ZodType<T, string>, raw: string | undefined): T {
  const result = schema.safeParse(raw ?? '');
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Invalid id';
  throw new ApiError(400, ERROR_CODES.invalidId, message);
}
