import { ApiError } from '@/api/http';

/**
 * The API's own explanation of a failure ("Manager 99 not found"), shown under the screen's message;
 * for other failures (network down, invalid payload) the error's message.
 */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  if (error instanceof Error) return error.message;
  return undefined;
}
