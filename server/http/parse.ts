import { ERROR_CODES } from '@contracts/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Where a request value comes from. A bad id in the path answers `invalid_id` (the screens say
 * "check the id you typed"); every other bad value answers `bad_request`.
 */
export type RequestPart = 'id' | 'param' | 'query' | 'body';

/**
 * The one way routes read request input: parse it with its contract before anything else uses it.
 * Failure is a 400 whose message names every bad field, each with its first problem
 * ("start: start must be a whole number from 3 to 38; mode: ..."); a path parameter has no field,
 * so its message is the contract's alone ("Manager ID must be a positive whole number").
 */
export function parseRequest<Out>(schema: z.ZodType<Out, unknown>, value: unknown, part: RequestPart): Out {
  const result = schema.safeParse(value ?? defaults[part]);
  if (result.success) return result.data;
  const code = part === 'id' ? ERROR_CODES.invalidId : ERROR_CODES.badRequest;
  throw new ApiError(400, code, describe(result.error, part));
}

// What an absent part means: no query string is an empty one; an absent id is an empty one (refused).
const defaults: Record<RequestPart, unknown> = { id: '', param: '', query: {}, body: undefined };

/** The first problem of each field: later checks of a field already refused say nothing new. */
function describe(error: z.ZodError, part: RequestPart): string {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (byField.has(field)) continue;
    if (field) byField.set(field, `${field}: ${issue.message}`);
    else
      byField.set(
        field,
        part === 'body' ? `The request body must be a JSON object (${issue.message})` : issue.message,
      );
  }
  return [...byField.values()].join('; ') || 'Invalid request';
}
