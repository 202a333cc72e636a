import { ERROR_CODES, type ErrorCode } from '@contracts/errors';

/** An error whose status, code and message are meant for the API client as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Headers the answer carries beside the body (e.g. `retry-after` on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, ERROR_CODES.badRequest, message);
export const notFound = (message: string) => new ApiError(404, ERROR_CODES.notFound, message);
