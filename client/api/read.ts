import type { QueryFunctionContext } from '@tanstack/react-query';
import { fetchQueryKey } from './http';

/** Any contract schema: only its output type matters to a read. */
interface Parser<T> {
  parse(data: unknown): T;
}

/** What a contract schema's `parse` returns: the answer's type. */
export type Parsed<S> = S extends Parser<infer T> ? T : never;

/**
 * The query function of every read: GET the URL the query key stands for (`queryKeyToUrl`); the
 * answer has the type of the endpoint's contract schema, imported as a type only
 * (`import type { xSchema }`, `readAs<typeof xSchema>()`). The client does not parse it again: the
 * server validated it with that schema, and zod would weigh more than the rest of the data layer in
 * every screen's first load (decision record 0007).
 */
export function readAs<S extends Parser<unknown>>() {
  return ({ queryKey, signal }: QueryFunctionContext): Promise<Parsed<S>> =>
    fetchQueryKey(queryKey, signal) as Promise<Parsed<S>>;
}
