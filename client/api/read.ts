import type { QueryFunctionContext } from '@tanstack/react-query';
import { fetchQueryKey } from './http';

/** Any contract schema: only its output type matters to a read. */
interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * The query function of every read: GET the URL the query key stands for (`queryKeyToUrl`) and
 * validate the answer with the endpoint's contract schema, so a changed payload fails loudly.
 */
export function readWith<T>(schema: Parser<T>) {
  return async ({ queryKey, signal }: QueryFunctionContext): Promise<T> =>
    schema.parse(await fetchQueryKey(queryKey, signal));
}
